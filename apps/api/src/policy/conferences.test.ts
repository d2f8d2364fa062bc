import { CONFERENCE_STATUS } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { canUpdateConference, canViewConference, whyNotUpdateConference } from "./conferences.js";
import { ALL_ROLES, ROLES, type Role } from "./roles.testkit.js";

const NOT_APPROVED = [CONFERENCE_STATUS.PENDING, CONFERENCE_STATUS.REJECTED, CONFERENCE_STATUS.BLOCKED];

describe("canViewConference (Approved for everyone signed in, otherwise the admin and the involved)", () => {
  it("lets every role, a stranger included, see an Approved conference", () => {
    for (const role of ALL_ROLES)
      expect(canViewConference(ROLES[role], CONFERENCE_STATUS.APPROVED, false), role).toBe(true);
  });

  it("shows a conference in any other state to the admin and to those with a standing on it, never to a stranger", () => {
    for (const status of NOT_APPROVED) {
      for (const role of ALL_ROLES) {
        expect(canViewConference(ROLES[role], status, false), `${role} at status ${status}`).toBe(role !== "user");
      }
    }
  });

  it("counts a pending or accepted TPC invitation as standing", () => {
    for (const status of NOT_APPROVED) expect(canViewConference(ROLES.user, status, true)).toBe(true);
  });
});

describe("canUpdateConference (Configuration: SUPERCHAIR while Approved, ADMIN in any state)", () => {
  const mayConfigure: Role[] = ["admin", "superchair"];

  it("lets the admin and the SUPERCHAIR configure an Approved conference, nobody else", () => {
    for (const role of ALL_ROLES) {
      expect(canUpdateConference(ROLES[role], CONFERENCE_STATUS.APPROVED), role).toBe(mayConfigure.includes(role));
    }
  });

  it("lets only the admin configure a Pending, Rejected or Blocked conference", () => {
    for (const status of NOT_APPROVED) {
      for (const role of ALL_ROLES)
        expect(canUpdateConference(ROLES[role], status), `${role} at status ${status}`).toBe(role === "admin");
    }
  });

  it("refuses who the caller is with 403 and the state of the conference with 409, naming the act", () => {
    expect(whyNotUpdateConference(ROLES.user, CONFERENCE_STATUS.APPROVED, "export")).toEqual({
      status: 403,
      message: "Only the conference chairs and an administrator may export it.",
    });
    expect(whyNotUpdateConference(ROLES.superchair, CONFERENCE_STATUS.PENDING)).toEqual({
      status: 409,
      message: "A Pending conference cannot be changed.",
    });
    expect(whyNotUpdateConference(ROLES.superchair, CONFERENCE_STATUS.BLOCKED, "import")?.status).toBe(409);
    expect(whyNotUpdateConference(ROLES.admin, CONFERENCE_STATUS.BLOCKED, "import")).toBeNull();
  });
});
