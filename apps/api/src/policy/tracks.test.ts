import { CONFERENCE_STATUS } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { ALL_ROLES, ROLES, type Role } from "./roles.testkit.js";
import { canEditTracks, canManageCfp, canSeeTrackReviewers, isSetupOpen } from "./tracks.js";

// The permission table of part 1 ("Who sees which action").
const expectOnly = (predicate: (role: Role) => boolean, allowed: Role[]) => {
  for (const role of ALL_ROLES) expect(predicate(role), role).toBe(allowed.includes(role));
};

describe("the setup screens' predicates, per role", () => {
  it("Config Tracks: SUPERCHAIR, ADMIN or OC member", () => {
    expectOnly((role) => canEditTracks(ROLES[role]), ["admin", "superchair", "ocMember"]);
  });

  it("Manage CFP: SUPERCHAIR or ADMIN (an OC member may not widen the committee)", () => {
    expectOnly((role) => canManageCfp(ROLES[role]), ["admin", "superchair"]);
  });

  it("TPC Members: SUPERCHAIR, TRACKCHAIR, ADMIN or OC member; an ordinary reviewer sees no member list", () => {
    expectOnly((role) => canSeeTrackReviewers(ROLES[role]), ["admin", "superchair", "trackChair", "ocMember"]);
  });
});

describe("isSetupOpen (setup changes only while the conference is Approved; the admin always)", () => {
  it("is open to every role on an Approved conference", () => {
    for (const role of ALL_ROLES) expect(isSetupOpen(ROLES[role], CONFERENCE_STATUS.APPROVED), role).toBe(true);
  });

  it("is closed on a Pending, Rejected or Blocked conference to all but the admin", () => {
    for (const status of [CONFERENCE_STATUS.PENDING, CONFERENCE_STATUS.REJECTED, CONFERENCE_STATUS.BLOCKED]) {
      expectOnly((role) => isSetupOpen(ROLES[role], status), ["admin"]);
    }
  });
});
