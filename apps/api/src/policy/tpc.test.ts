import { CONFERENCE_STATUS, canAutoAssignNow, canManageConferencePcNow, canManageTrackTpcNow } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { ALL_ROLES, ROLES } from "./roles.testkit.js";
import {
  institutionalDomain,
  whyNotAutoAssign,
  whyNotManageConferencePc,
  whyNotManagePaperReviewers,
  whyNotManageTpc,
  whyNotTrackTpcTask,
} from "./tpc.js";

describe("institutionalDomain", () => {
  it("answers the registrable domain of an institution", () => {
    expect(institutionalDomain("ann@mit.edu")).toBe("mit.edu");
    expect(institutionalDomain("ann@CS.MIT.EDU")).toBe("mit.edu");
    expect(institutionalDomain("bob@cs.ox.ac.uk")).toBe("ox.ac.uk");
    expect(institutionalDomain("bob@ox.ac.uk")).toBe("ox.ac.uk");
    expect(institutionalDomain("kim@lab.u-tokyo.ac.jp")).toBe("u-tokyo.ac.jp");
    expect(institutionalDomain("eve@tum.de")).toBe("tum.de");
  });

  it("answers null for public mail providers, reserved test domains and nonsense", () => {
    for (const email of [
      "a@gmail.com",
      "a@outlook.com",
      "a@hotmail.co.uk",
      "a@yahoo.fr",
      "a@gmx.de",
      "a@gmx.net",
      "a@web.de",
      "a@yandex.ru",
      "a@proton.me",
      "a@qq.com",
      "a@163.com",
      "a@example.org",
      "a@uni.test",
      "a@localhost",
      "no-at-sign",
    ]) {
      expect(institutionalDomain(email), email).toBeNull();
    }
  });
});

describe("Auto Assign: the API's pair and the TPC screen's rule", () => {
  const STATES = Object.values(CONFERENCE_STATUS);
  it("agree for every role and conference state", () => {
    for (const role of ALL_ROLES)
      for (const status of STATES)
        expect(whyNotAutoAssign(ROLES[role], status) === null, `${role} at ${status}`).toBe(
          canAutoAssignNow(ROLES[role], status),
        );
  });

  it("refuses who the caller is with 403 and a conference that is not Approved with 409", () => {
    expect(whyNotAutoAssign(ROLES.user, CONFERENCE_STATUS.APPROVED)?.status).toBe(403);
    expect(whyNotAutoAssign(ROLES.superchair, CONFERENCE_STATUS.PENDING)?.status).toBe(409);
    expect(whyNotAutoAssign(ROLES.superchair, CONFERENCE_STATUS.APPROVED)).toBeNull();
    expect(whyNotAutoAssign(ROLES.admin, CONFERENCE_STATUS.BLOCKED)).toBeNull();
  });
});

describe("Auto Assign over the whole conference: the same rule, its own 403 text", () => {
  it("agrees with a track's run for every role and conference state", () => {
    for (const role of ALL_ROLES)
      for (const status of Object.values(CONFERENCE_STATUS)) {
        const track = whyNotAutoAssign(ROLES[role], status);
        const conference = whyNotAutoAssign(ROLES[role], status, "conference");
        expect(conference?.status, `${role} at ${status}`).toBe(track?.status);
      }
    expect(whyNotAutoAssign(ROLES.user, CONFERENCE_STATUS.APPROVED, "conference")?.message).toMatch(/whole conference/);
  });
});

describe("Manage TPC Members and TPC Invitation: the API's pair and the TPC card's rule", () => {
  const TRACK = 5; // the track ROLES.trackChair chairs
  it("agree for every role, track and conference state", () => {
    for (const role of ALL_ROLES)
      for (const trackId of [TRACK, 6])
        for (const status of Object.values(CONFERENCE_STATUS)) {
          const access = ROLES[role];
          expect(whyNotManageTpc(access, trackId, status) === null, `${role} on ${trackId} at ${status}`).toBe(
            canManageTrackTpcNow(access, access.chairTrackIds.includes(trackId), status),
          );
        }
  });

  it("refuses who the caller is with 403 and a conference that is not Approved with 409 (the ADMIN excepted)", () => {
    expect(whyNotManageTpc(ROLES.reviewer, TRACK, CONFERENCE_STATUS.APPROVED)?.status).toBe(403);
    expect(whyNotManageTpc(ROLES.trackChair, 6, CONFERENCE_STATUS.APPROVED)?.status).toBe(403);
    expect(whyNotManageTpc(ROLES.trackChair, TRACK, CONFERENCE_STATUS.APPROVED)).toBeNull();
    expect(whyNotManageTpc(ROLES.ocMember, TRACK, CONFERENCE_STATUS.PENDING)?.status).toBe(409);
    expect(whyNotManageTpc(ROLES.superchair, TRACK, CONFERENCE_STATUS.PENDING)?.status).toBe(409);
    expect(whyNotManageTpc(ROLES.admin, TRACK, CONFERENCE_STATUS.PENDING)).toBeNull();
  });
});

describe("Invite, Add member and the track moves of the whole programme committee: the API's pair and the page's rule", () => {
  it("agree for every role and conference state", () => {
    for (const role of ALL_ROLES)
      for (const status of Object.values(CONFERENCE_STATUS))
        expect(whyNotManageConferencePc(ROLES[role], status) === null, `${role} at ${status}`).toBe(
          canManageConferencePcNow(ROLES[role], status),
        );
  });

  it("refuses a track chair (their own track only) with 403 and a Pending conference with 409 (the ADMIN excepted)", () => {
    expect(whyNotManageConferencePc(ROLES.trackChair, CONFERENCE_STATUS.APPROVED)?.status).toBe(403);
    expect(whyNotManageConferencePc(ROLES.ocMember, CONFERENCE_STATUS.APPROVED)).toBeNull();
    expect(whyNotManageConferencePc(ROLES.superchair, CONFERENCE_STATUS.PENDING)?.status).toBe(409);
    expect(whyNotManageConferencePc(ROLES.admin, CONFERENCE_STATUS.PENDING)).toBeNull();
  });
});

describe("the work on a track's TPC beside its membership", () => {
  const TRACK = 5; // the track ROLES.trackChair chairs
  it("lets its managers read in any state but change only while the conference is Approved (the ADMIN excepted)", () => {
    for (const task of ["seeBids", "seeQuotas", "seeAssignmentCounts"] as const)
      expect(whyNotTrackTpcTask(task, ROLES.trackChair, TRACK, CONFERENCE_STATUS.PENDING), task).toBeNull();
    for (const task of ["setQuota", "remindBidders"] as const) {
      expect(whyNotTrackTpcTask(task, ROLES.trackChair, TRACK, CONFERENCE_STATUS.PENDING)?.status, task).toBe(409);
      expect(whyNotTrackTpcTask(task, ROLES.admin, TRACK, CONFERENCE_STATUS.PENDING), task).toBeNull();
    }
    expect(whyNotTrackTpcTask("seeBids", ROLES.trackChair, 6, CONFERENCE_STATUS.APPROVED)?.message).toMatch(
      /see its bids/,
    );
  });

  it("keeps a paper's reviewers from its authors and conflicted chairs (403) before the conference's state (409)", () => {
    const paper = { trackId: TRACK, conferenceStatus: CONFERENCE_STATUS.PENDING };
    const clear = { isAuthor: false, isConflicted: false };
    expect(whyNotManagePaperReviewers(ROLES.reviewer, paper, clear)?.status).toBe(403);
    expect(whyNotManagePaperReviewers(ROLES.superchair, paper, { ...clear, isConflicted: true })?.status).toBe(403);
    expect(whyNotManagePaperReviewers(ROLES.superchair, paper, clear)?.status).toBe(409);
    const approved = { ...paper, conferenceStatus: CONFERENCE_STATUS.APPROVED };
    expect(whyNotManagePaperReviewers(ROLES.trackChair, approved, clear)).toBeNull();
  });
});
