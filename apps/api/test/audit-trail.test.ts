// The audit trail across the product: every state-changing route, driven through the API, leaves
// one row saying who did what to which record of which conference; no route changes the trail;
// and a paper's history is readable by those who decide it, and by nobody else.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DECISIONS, DEFAULT_REVIEW_FORM } from "@symposia/domain";
import { createPasswordLink } from "../src/features/accounts/passwordTokens.js";
import { createVerificationLink } from "../src/features/accounts/verificationTokens.js";
import { createInvitationLinks } from "../src/features/tpc/invitationLinks.js";
import { DEFAULT_PASSWORD, type TestUser, createUser, uniqueEmail, listedBy } from "./support/factories.js";
import {
  MINIMAL_PDF,
  conferencePayload,
  insertConference,
  insertPaper,
  insertReviewerAssignment,
  insertTpcMember,
  insertTrack,
} from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { type TestApp, call, createTestApp } from "./support/testApp.js";
import { submitPaper } from "./papers.world.js";
import { type ReviewWorld, buildReviewWorld, review } from "./reviews.world.js";

/** A co-author typed by hand with the address of an existing (verified) account: linked at once, awaiting confirmation. */

let t: TestApp;
let w: ReviewWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildReviewWorld(t, { disable_multiple_authors: 0 });
});
afterAll(async () => {
  await t?.close();
});

interface Expected {
  /** "self": the record acted on is the actor (registration) */
  actor: TestUser | "self";
  action: string;
  entityType: string;
  /** the record acted on; omitted where the route creates it (then it must be set); null: no one record */
  entityId?: number | null;
  /** "self": the record is the conference itself (creation) */
  confId: number | null | "self";
}

/** Routes that change no record of the product, so they leave no entry (with the reason). */
const NOT_AUDITED: Record<string, string> = {
  "POST /api/login": "opens a session; sessions are not records of the product",
  "POST /api/logout": "ends a session",
  "POST /api/paper/bulk-zip/:confId":
    "a download of the selection's files (POST for its list of papers); changes nothing",
  "POST /api/paper/bulk-csv/:confId": "a download of the selection's report lines (POST for its list); changes nothing",
  "POST /api/get_link": "mails a one-time link; the change (set_password) is what is audited",
  "POST /api/verify_email/resend": "mails a one-time link; the change (verify_email) is what is audited",
  "POST /api/setup/admin":
    "closed once an administrator exists, as in this world; its audit entry is checked in setup.test.ts",
  "POST /api/conference/my-topics/:confId":
    "a member's own statement of expertise, a preference like a bid (not a record others act on)",
  "POST /api/paper/bid/:paperId":
    "a member's own preference; a conflict bid is recorded as paper.conflict.declare (topics-bidding.test.ts)",
};

const covered = new Set<string>();

async function lastAuditId(): Promise<number> {
  const row = await t.ctx.db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * Runs one state-changing call and returns the audit rows it wrote, after checking it answered
 * 200 and wrote exactly the expected entry (actor, action, record, conference, a timestamp).
 */
async function expectAudited(
  route: string,
  act: () => Promise<{ status: number; body: { message: string } }>,
  expected: Expected,
) {
  covered.add(route);
  const before = await lastAuditId();
  const answer = await act();
  expect(answer.status, `${route}: ${answer.body.message}`).toBe(200);
  const rows = await t.ctx.db
    .selectFrom("audit_log")
    .selectAll()
    .where("id", ">", before)
    .where("action", "=", expected.action)
    .execute();
  expect(rows, `${route} should record ${expected.action}`).toHaveLength(1);
  const row = rows[0]!;
  expect(row).toMatchObject({ action: expected.action, entity_type: expected.entityType });
  if (expected.entityId === undefined) expect(row.entity_id).not.toBeNull();
  else expect(row.entity_id === null ? null : Number(row.entity_id)).toBe(expected.entityId);
  expect(row.actor_id).toBe(expected.actor === "self" ? row.entity_id : expected.actor.id);
  expect(row.conf_id).toBe(expected.confId === "self" ? row.entity_id : expected.confId);
  expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
  return row;
}

const post = (who: TestUser, path: string, body?: unknown) => call(t.app, "POST", path, { token: who.token, body });
const del = (who: TestUser, path: string) => call(t.app, "DELETE", path, { token: who.token });

describe("every state-changing call records who did what to which record", () => {
  it("conference creation, settings and every status transition", async () => {
    await expectAudited("POST /api/conference", () => post(w.outsider, "/conference", conferencePayload()), {
      actor: w.outsider,
      action: "conference.create",
      entityType: "conference",
      confId: "self",
    });

    const settings = Object.fromEntries(
      Object.entries(conferencePayload({ timezone_for_deadline: "UTC", timezone_for_session: "UTC" })).map(([k, v]) => [
        k,
        String(v),
      ]),
    );
    const mp = multipartBody(settings);
    await expectAudited(
      "POST /api/conference/update/:id",
      () =>
        call(t.app, "POST", `/conference/update/${w.confId}`, {
          token: w.chair.token,
          body: mp.payload,
          headers: mp.headers,
        }),
      {
        actor: w.chair,
        action: "conference.update",
        entityType: "conference",
        entityId: w.confId,
        confId: w.confId,
      },
    );

    const transitions: [action: string, status: number][] = [
      ["approve", 0],
      ["reject", 0],
      ["block", 1],
      ["unblock", 3],
    ];
    for (const [action, status] of transitions) {
      const conf = await insertConference(t.ctx, w.chair.id, {
        conference_status: status,
        status_before_block: status === 3 ? 1 : null,
      });
      await expectAudited(
        `POST /api/conference/${action}/:id`,
        () => post(w.admin, `/conference/${action}/${conf.id}`),
        {
          actor: w.admin,
          action: `conference.${action}`,
          entityType: "conference",
          entityId: conf.id,
          confId: conf.id,
        },
      );
    }

    await expectAudited(
      "POST /api/cfp-circulation-email",
      () =>
        post(w.admin, "/cfp-circulation-email", {
          start_sequence: 1,
          end_sequence: 2,
          sender_email: "cfp",
          subject: "Call for papers",
          message: "Please submit.",
        }),
      // a mailing to a range of users: no one record, the range is in the details
      { actor: w.admin, action: "cfp.circulate", entityType: "cfp_circulation", entityId: null, confId: null },
    );
  });

  it("tracks, track chairs, the committee and the CFP", async () => {
    const track = await expectAudited(
      "POST /api/track/",
      () =>
        post(w.chair, "/track/", {
          conf_id: w.confId,
          track_name: `Audited ${randomBytes(3).toString("hex")}`,
          track_short_name: "AUD",
          track_description: "",
        }),
      { actor: w.chair, action: "track.create", entityType: "track", confId: w.confId },
    );
    const trackId = Number(track.entity_id);
    await expectAudited(
      "POST /api/track/update/:id",
      () => post(w.chair, `/track/update/${w.confId}`, { track_id: trackId, track_name: "Renamed track" }),
      {
        actor: w.chair,
        action: "track.update",
        entityType: "track",
        entityId: trackId,
        confId: w.confId,
      },
    );
    const chair = await expectAudited(
      "POST /api/track/chair-assign/:id",
      () => post(w.chair, `/track/chair-assign/${trackId}`, { chair_id: w.outsider.id }),
      {
        actor: w.chair,
        action: "track.chair_assign",
        entityType: "track_chair",
        confId: w.confId,
      },
    );
    await expectAudited("DELETE /api/track/chair/:id", () => del(w.chair, `/track/chair/${chair.entity_id}`), {
      actor: w.chair,
      action: "track.chair_remove",
      entityType: "track_chair",
      entityId: Number(chair.entity_id),
      confId: w.confId,
    });
    await expectAudited("DELETE /api/track/:id", () => del(w.chair, `/track/${trackId}`), {
      actor: w.chair,
      action: "track.delete",
      entityType: "track",
      entityId: trackId,
      confId: w.confId,
    });

    const member = await expectAudited(
      "POST /api/cfp/:id",
      () =>
        post(w.chair, `/cfp/${w.confId}`, {
          organizing_committee_type: 2,
          sequence: 1,
          first_name: "Pat",
          last_name: "Programme",
          email: uniqueEmail("pc"),
          country: "Portugal",
          affiliation: "Uni",
        }),
      { actor: w.chair, action: "committee.add", entityType: "organizing_committee", confId: w.confId },
    );
    await expectAudited("DELETE /api/cfp/:id", () => del(w.chair, `/cfp/${member.entity_id}`), {
      actor: w.chair,
      action: "committee.remove",
      entityType: "organizing_committee",
      entityId: Number(member.entity_id),
      confId: w.confId,
    });
    const cfp = multipartBody({ cfp_details: "<p>Call for papers</p>" });
    await expectAudited(
      "POST /api/cfp-data/update/:id",
      () =>
        call(t.app, "POST", `/cfp-data/update/${w.confId}`, {
          token: w.chair.token,
          body: cfp.payload,
          headers: cfp.headers,
        }),
      {
        actor: w.chair,
        action: "cfp.update",
        entityType: "cfp",
        confId: w.confId,
      },
    );
  });

  it("the programme committee: invitations, answers, members, reminders", async () => {
    const invitee = await createUser(t.app, t.ctx, { first_name: "Ina", last_name: "Invitee" });
    await expectAudited(
      "POST /api/track/tpc-track-wise-invitation/:confId/:trackId",
      () =>
        post(w.chair, `/track/tpc-track-wise-invitation/${w.confId}/${w.trackId}`, {
          total_data: JSON.stringify([`Ina, Invitee, ${uniqueEmail("invitee")}, Portugal, Uni`]),
        }),
      { actor: w.chair, action: "tpc.invite", entityType: "user", confId: w.confId },
    );
    const invitation = await insertTpcMember(t.ctx, w.otherTrackId, invitee.id, 0);
    await expectAudited(
      "POST /api/track/tpc-invitation-action/:trackId",
      () => post(invitee, `/track/tpc-invitation-action/${w.otherTrackId}`, { id: invitation, action: "ACCEPT" }),
      {
        actor: invitee,
        action: "tpc.invitation.accept",
        entityType: "tpc_member",
        entityId: invitation,
        confId: w.confId,
      },
    );
    // the mailed one-click link answers for the invitee, who is the actor although not signed in
    const linked = await createUser(t.app, t.ctx, { first_name: "Lia", last_name: "Linked" });
    const linkedInvitation = await insertTpcMember(t.ctx, w.otherTrackId, linked.id, 0);
    const links = await t.ctx.db
      .transaction()
      .execute((trx) => createInvitationLinks(trx, t.ctx.config, linkedInvitation));
    const token = decodeURIComponent(/token=([^&]+)/.exec(links.decline)?.[1] ?? "");
    await expectAudited(
      "POST /api/track/tpc-invitation-answer",
      () => call(t.app, "POST", "/track/tpc-invitation-answer", { body: { token, action: "REJECT" } }),
      {
        actor: linked,
        action: "tpc.invitation.reject",
        entityType: "tpc_member",
        entityId: linkedInvitation,
        confId: w.confId,
      },
    );
    const member = await expectAudited(
      "POST /api/track/reviewer/:trackId",
      () =>
        post(w.trackChair, `/track/reviewer/${w.trackId}`, {
          first_name: "Nina",
          last_name: "Newmember",
          email: uniqueEmail("member"),
          country: "Portugal",
          affiliation: "Uni",
        }),
      { actor: w.trackChair, action: "tpc.member.add", entityType: "tpc_member", confId: w.confId },
    );
    await expectAudited(
      "DELETE /api/track/reviewer/:id",
      () => del(w.trackChair, `/track/reviewer/${member.entity_id}`),
      {
        actor: w.trackChair,
        action: "tpc.member.remove",
        entityType: "tpc_member",
        entityId: Number(member.entity_id),
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/track/tpc-reminder/:trackId",
      () =>
        post(w.chair, `/track/tpc-reminder/${w.trackId}`, {
          status: 1,
          sender_email: "chairs",
          subject: "Reminder",
          message: "Please review.",
        }),
      { actor: w.chair, action: "tpc.reminder", entityType: "track", entityId: w.trackId, confId: w.confId },
    );
  });

  it("the conference's programme committee over several tracks", async () => {
    await expectAudited(
      "POST /api/conference/pc-invitation/:confId",
      () =>
        post(w.chair, `/conference/pc-invitation/${w.confId}`, {
          total_data: JSON.stringify([`Ina, Invitee, ${uniqueEmail("pc-invitee")}, Portugal, Uni`]),
          track_ids: [w.otherTrackId],
        }),
      { actor: w.chair, action: "tpc.invite", entityType: "user", confId: w.confId },
    );
    const added = await expectAudited(
      "POST /api/conference/pc-member/:confId",
      () =>
        post(w.chair, `/conference/pc-member/${w.confId}`, {
          first_name: "Nina",
          last_name: "Newmember",
          email: uniqueEmail("pc-member"),
          country: "Portugal",
          affiliation: "Uni",
          track_ids: [w.otherTrackId],
        }),
      { actor: w.chair, action: "tpc.member.add", entityType: "tpc_member", confId: w.confId },
    );
    await expectAudited(
      "POST /api/conference/pc-member-tracks/:confId",
      () =>
        post(w.chair, `/conference/pc-member-tracks/${w.confId}`, {
          user_ids: [JSON.parse(added.details as string).user_id],
          remove_track_ids: [w.otherTrackId],
        }),
      {
        actor: w.chair,
        action: "tpc.member.remove",
        entityType: "tpc_member",
        entityId: Number(added.entity_id),
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/conference/pc-reminder/:confId",
      () =>
        post(w.chair, `/conference/pc-reminder/${w.confId}`, {
          status: 1,
          sender_email: "chairs",
          subject: "Reminder",
          message: "Please review.",
        }),
      { actor: w.chair, action: "tpc.reminder", entityType: "conference", entityId: w.confId, confId: w.confId },
    );
  });

  it("papers: submission, edits, co-authors, mail, withdrawal and block", async () => {
    const fields = {
      conf_id: w.confId,
      track_id: w.trackId,
      paper_title: "Audited paper",
      keywords: "audit",
      abstract: "We record everything.",
    };
    const submitted = await expectAudited("POST /api/paper", () => submitPaper(t, w.author.token, fields), {
      actor: w.author,
      action: "paper.submit",
      entityType: "paper",
      confId: w.confId,
    });
    const paperId = Number(submitted.entity_id);
    const edit = multipartBody({
      paper_id: paperId,
      track_id: w.trackId,
      paper_title: "Audited paper, edited",
      keywords: "audit",
      abstract: "We record everything.",
    });
    await expectAudited(
      "POST /api/paper/update",
      () => call(t.app, "POST", "/paper/update", { token: w.author.token, body: edit.payload, headers: edit.headers }),
      {
        actor: w.author,
        action: "paper.update",
        entityType: "paper",
        entityId: paperId,
        confId: w.confId,
      },
    );
    const added = await expectAudited(
      "POST /api/paper/author-assign/:paperId",
      () =>
        post(w.author, `/paper/author-assign/${paperId}`, {
          first_name: "Nora",
          last_name: "Newauthor",
          email: uniqueEmail("coauthor"),
          country: "Portugal",
          affiliation: "Uni",
        }),
      { actor: w.author, action: "paper.author.add", entityType: "paper", entityId: paperId, confId: w.confId },
    );
    const authorId = (JSON.parse(added.details!) as { author_id: number }).author_id;
    await expectAudited("DELETE /api/paper/author/:authorId", () => del(w.author, `/paper/author/${authorId}`), {
      actor: w.author,
      action: "paper.author.delete",
      entityType: "paper",
      entityId: paperId,
      confId: w.confId,
    });
    // A user listed by their address confirms (or declines) the listing from their own screen.
    expect((await post(w.author, `/paper/author-assign/${paperId}`, listedBy(w.outsider.email))).status).toBe(200);
    await expectAudited(
      "POST /api/paper/co-author-confirm/:paperId",
      () => post(w.outsider, `/paper/co-author-confirm/${paperId}`, {}),
      {
        actor: w.outsider,
        action: "paper.author.confirm",
        entityType: "paper",
        entityId: paperId,
        confId: w.confId,
      },
    );
    expect((await post(w.author, `/paper/author-assign/${paperId}`, listedBy(w.tpcMember.email))).status).toBe(200);
    await expectAudited(
      "POST /api/paper/co-author-decline/:paperId",
      () => post(w.tpcMember, `/paper/co-author-decline/${paperId}`, {}),
      {
        actor: w.tpcMember,
        action: "paper.author.decline",
        entityType: "paper",
        entityId: paperId,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/paper/author-mail/:paperId",
      () =>
        post(w.oc, `/paper/author-mail/${paperId}`, {
          sender_email: "chairs",
          subject: "About your paper",
          message: "Hello.",
        }),
      {
        actor: w.oc,
        action: "paper.author_mail",
        entityType: "paper",
        entityId: paperId,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/paper/status-action/:paperId",
      () => post(w.author, `/paper/status-action/${paperId}`, { status: 25, reason: "We found a bug." }),
      {
        actor: w.author,
        action: "paper.withdraw",
        entityType: "paper",
        entityId: paperId,
        confId: w.confId,
      },
    );
    const other = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "To be blocked",
    });
    await expectAudited(
      "POST /api/paper/status-action/:paperId",
      () => post(w.chair, `/paper/status-action/${other.id}`, { status: 30, reason: "Out of scope." }),
      {
        actor: w.chair,
        action: "paper.block",
        entityType: "paper",
        entityId: other.id,
        confId: w.confId,
      },
    );
  });

  it("reviewer assignments (manual and automatic), reviews, decisions and notifications", async () => {
    const fresh = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "Assigned by hand",
    });
    const assigned = await expectAudited(
      "POST /api/paper/reviewer-assign/:paperId",
      () => post(w.trackChair, `/paper/reviewer-assign/${fresh.id}`, { reviewer_id: w.tpcMember.id }),
      {
        actor: w.trackChair,
        action: "paper.reviewer.assign",
        entityType: "paper",
        entityId: fresh.id,
        confId: w.confId,
      },
    );
    const assignmentId = (JSON.parse(assigned.details!) as { assignment_id: number }).assignment_id;
    await expectAudited("DELETE /api/paper/reviewer/:id", () => del(w.trackChair, `/paper/reviewer/${assignmentId}`), {
      actor: w.trackChair,
      action: "paper.reviewer.remove",
      entityType: "paper",
      entityId: fresh.id,
      confId: w.confId,
    });
    await expectAudited(
      "POST /api/track/paper-reviewer-auto-assign/:trackId",
      () => post(w.chair, `/track/paper-reviewer-auto-assign/${w.trackId}`, { number_of_reviewers_per_paper: 1 }),
      {
        actor: w.chair,
        action: "track.auto_assign",
        entityType: "track",
        entityId: w.trackId,
        confId: w.confId,
      },
    );

    await expectAudited(
      "POST /api/paper/add-review/:paperId",
      () => post(w.reviewer1, `/paper/add-review/${w.paper.id}`, review()),
      {
        actor: w.reviewer1,
        action: "review.submit",
        entityType: "paper_review",
        entityId: w.assignment1,
        confId: w.confId,
      },
    );
    // an offline form's paper is saved through the same path, and audited alike
    const offline =
      `==+== Paper: ${w.paper.id}\n==*== Evaluation [reviewer_evaluation]\n2\n==*== ` +
      `Confidence [reviewer_confidence]\n3\n==*== Remarks [reviewer_remarks]\nOffline.\n`;
    await expectAudited(
      "POST /api/paper/offline-review-form/:confId",
      () => post(w.reviewer1, `/paper/offline-review-form/${w.confId}`, { text: offline }),
      {
        actor: w.reviewer1,
        action: "review.update",
        entityType: "paper_review",
        entityId: w.assignment1,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/conference/review-form/:confId",
      () =>
        post(w.chair, `/conference/review-form/${w.confId}`, {
          fields: [...DEFAULT_REVIEW_FORM, { key: "extra_ok", label: "Extra", type: "checkbox" }],
        }),
      { actor: w.chair, action: "review_form.update", entityType: "conference", entityId: w.confId, confId: w.confId },
    );
    await expectAudited(
      "POST /api/conference/decisions/:confId",
      () => post(w.chair, `/conference/decisions/${w.confId}`, { decisions: DEFAULT_DECISIONS }),
      {
        actor: w.chair,
        action: "decisions.update",
        entityType: "conference",
        entityId: w.confId,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/paper/add-review/:paperId",
      () => post(w.reviewer1, `/paper/add-review/${w.paper.id}`, review({ reviewer_evaluation: 1 })),
      {
        actor: w.reviewer1,
        action: "review.update",
        entityType: "paper_review",
        entityId: w.assignment1,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/paper/final-review/:paperId",
      () =>
        post(w.trackChair, `/paper/final-review/${w.paper.id}`, { decision: "Accept", final_decision_remark: "Good." }),
      {
        actor: w.trackChair,
        action: "paper.decision",
        entityType: "paper",
        entityId: w.paper.id,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/paper/accepted-paper-email-tamplate/:paperId",
      () =>
        post(w.trackChair, `/paper/accepted-paper-email-tamplate/${w.paper.id}`, {
          heading: "Accepted",
          message: "Congratulations.",
        }),
      { actor: w.trackChair, action: "paper.notify", entityType: "paper", entityId: w.paper.id, confId: w.confId },
    );
    await expectAudited(
      "POST /api/paper/notification-jobs/:confId",
      () => post(w.chair, `/paper/notification-jobs/${w.confId}`, { status: 1010 }),
      {
        actor: w.chair,
        action: "notification.bulk",
        entityType: "notification_job",
        confId: w.confId,
      },
    );
  });

  it("accounts and users", async () => {
    const email = uniqueEmail("register");
    await expectAudited(
      "POST /api/register",
      () =>
        call(t.app, "POST", "/register", {
          body: {
            first_name: "Reg",
            last_name: "Istrant",
            email,
            country: "Portugal",
            affiliation: "Uni",
            password: "long enough password",
          },
        }),
      { actor: "self", action: "user.register", entityType: "user", confId: null },
    );

    const person = await createUser(t.app, t.ctx);
    const link = await createPasswordLink(t.ctx.db, t.config, person.id, "FORGOT_PASSWORD");
    const token = decodeURIComponent(new URL(link).searchParams.get("token")!);
    await expectAudited(
      "POST /api/set_password",
      () =>
        call(t.app, "POST", "/set_password", {
          body: { token, new_password: "another long password", confirm_password: "another long password" },
        }),
      {
        actor: person,
        action: "user.set_password",
        entityType: "user",
        entityId: person.id,
        confId: null,
      },
    );
    const unverified = await createUser(t.app, t.ctx, { verified: false });
    const verifyLink = await createVerificationLink(t.ctx.db, t.config, unverified.id);
    const verifyToken = decodeURIComponent(new URL(verifyLink).searchParams.get("token")!);
    await expectAudited(
      "POST /api/verify_email",
      () => call(t.app, "POST", "/verify_email", { body: { token: verifyToken } }),
      {
        actor: unverified,
        action: "user.verify_email",
        entityType: "user",
        entityId: unverified.id,
        confId: null,
      },
    );
    const other = await createUser(t.app, t.ctx);
    await expectAudited(
      "POST /api/users/changePassword",
      () =>
        post(other, "/users/changePassword", {
          old_password: DEFAULT_PASSWORD,
          new_password: "a brand new password",
          confirm_password: "a brand new password",
        }),
      { actor: other, action: "user.change_password", entityType: "user", entityId: other.id, confId: null },
    );
    await expectAudited(
      "POST /api/users/profile-update",
      () =>
        post(w.outsider, "/users/profile-update", {
          first_name: "Oscar",
          last_name: "Outsider",
          country: "Germany",
          affiliation: "Example University",
        }),
      {
        actor: w.outsider,
        action: "user.update",
        entityType: "user",
        entityId: w.outsider.id,
        confId: null,
      },
    );
    const target = await createUser(t.app, t.ctx);
    await expectAudited(
      "POST /api/users/update",
      () =>
        post(w.admin, "/users/update", {
          user_id: target.id,
          first_name: "Edited",
          last_name: "Person",
          country: "Portugal",
          affiliation: "Uni",
        }),
      {
        actor: w.admin,
        action: "user.update",
        entityType: "user",
        entityId: target.id,
        confId: null,
      },
    );
    await expectAudited("DELETE /api/users/:id", () => del(w.admin, `/users/${target.id}`), {
      actor: w.admin,
      action: "user.delete",
      entityType: "user",
      entityId: target.id,
      confId: null,
    });
  });

  it("computed affinity: starting the job", async () => {
    await expectAudited(
      "POST /api/conference/affinity-compute/:confId",
      () => post(w.chair, `/conference/affinity-compute/${w.confId}`, {}),
      {
        actor: w.chair,
        action: "conference.affinity_compute",
        entityType: "conference",
        entityId: w.confId,
        confId: w.confId,
      },
    );
  });

  it("publication lists: add and delete", async () => {
    const added = await expectAudited(
      "POST /api/users/publications",
      () => post(w.outsider, "/users/publications", { publications: [{ title: "Audited Paper", year: 2024 }] }),
      {
        actor: w.outsider,
        action: "user.publications.add",
        entityType: "user",
        entityId: w.outsider.id,
        confId: null,
      },
    );
    expect(added).toBeTruthy();
    const list = await call(t.app, "GET", "/users/publications", { token: w.outsider.token });
    const id = list.body.result[0].id as number;
    await expectAudited("DELETE /api/users/publication/:id", () => del(w.outsider, `/users/publication/${id}`), {
      actor: w.outsider,
      action: "user.publication.delete",
      entityType: "user_publication",
      entityId: id,
      confId: null,
    });
  });

  it("conflicts of interest: declare, waive and undo, remove", async () => {
    const fresh = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "Conflicted",
    });
    await expectAudited(
      "POST /api/paper/conflict/:paperId",
      () =>
        post(w.chair, `/paper/conflict/${fresh.id}`, {
          user_id: w.tpcMember.id,
          conflict_type: "Personal",
          reason: "Family.",
        }),
      {
        actor: w.chair,
        action: "paper.conflict.declare",
        entityType: "paper",
        entityId: fresh.id,
        confId: w.confId,
      },
    );
    await expectAudited(
      "DELETE /api/paper/conflict/:paperId/:userId",
      () => del(w.chair, `/paper/conflict/${fresh.id}/${w.tpcMember.id}`),
      {
        actor: w.chair,
        action: "paper.conflict.remove",
        entityType: "paper",
        entityId: fresh.id,
        confId: w.confId,
      },
    );
    // the author is detected as conflicted with their own paper; a chair may waive that (and undo it)
    await expectAudited(
      "POST /api/paper/conflict-waive/:paperId",
      () => post(w.chair, `/paper/conflict-waive/${fresh.id}`, { user_id: w.author.id, reason: "Checked." }),
      {
        actor: w.chair,
        action: "paper.conflict.waive",
        entityType: "paper",
        entityId: fresh.id,
        confId: w.confId,
      },
    );
    const before = await lastAuditId();
    expect(
      (await post(w.chair, `/paper/conflict-waive/${fresh.id}`, { user_id: w.author.id, waived: false })).status,
    ).toBe(200);
    const undone = await t.ctx.db.selectFrom("audit_log").select("action").where("id", ">", before).execute();
    expect(undone.map((r) => r.action)).toEqual(["paper.conflict.unwaive"]);
  });

  it("the review phase: extensions, declines, reminders, attachments", async () => {
    const fresh = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "Review phase",
    });
    await insertReviewerAssignment(t.ctx, fresh.id, w.reviewer1.id);
    await insertReviewerAssignment(t.ctx, fresh.id, w.reviewer2.id);
    await expectAudited(
      "POST /api/paper/review-extension/:paperId",
      () =>
        post(w.chair, `/paper/review-extension/${fresh.id}`, {
          reviewer_id: w.reviewer1.id,
          deadline: "2040-01-01 12:00",
        }),
      {
        actor: w.chair,
        action: "review.extension",
        entityType: "paper",
        entityId: fresh.id,
        confId: w.confId,
      },
    );
    await expectAudited(
      "DELETE /api/paper/review-extension/:paperId/:reviewerId",
      () => del(w.chair, `/paper/review-extension/${fresh.id}/${w.reviewer1.id}`),
      {
        actor: w.chair,
        action: "review.extension.remove",
        entityType: "paper",
        entityId: fresh.id,
        confId: w.confId,
      },
    );
    const mp = multipartBody({}, [{ name: "attachment", fileName: "notes.pdf", data: MINIMAL_PDF }]);
    await expectAudited(
      "POST /api/paper/review-attachment/:paperId",
      () =>
        call(t.app, "POST", `/paper/review-attachment/${fresh.id}`, {
          token: w.reviewer1.token,
          body: mp.payload,
          headers: mp.headers,
        }),
      { actor: w.reviewer1, action: "review.attachment", entityType: "paper", entityId: fresh.id, confId: w.confId },
    );
    await expectAudited(
      "DELETE /api/paper/review-attachment/:paperId",
      () => del(w.reviewer1, `/paper/review-attachment/${fresh.id}`),
      {
        actor: w.reviewer1,
        action: "review.attachment.remove",
        entityType: "paper",
        entityId: fresh.id,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/paper/decline-review/:paperId",
      () => post(w.reviewer2, `/paper/decline-review/${fresh.id}`, { reason: "Too far from my field." }),
      {
        actor: w.reviewer2,
        action: "review.decline",
        entityType: "paper",
        entityId: fresh.id,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/conference/review-reminder/:confId",
      () => post(w.chair, `/conference/review-reminder/${w.confId}`, {}),
      {
        actor: w.chair,
        action: "review.reminder",
        entityType: "conference",
        entityId: w.confId,
        confId: w.confId,
      },
    );
    // a preview sends nothing and records nothing
    const before = await lastAuditId();
    expect((await post(w.chair, `/conference/review-reminder/${w.confId}`, { preview: true })).status).toBe(200);
    expect(await lastAuditId()).toBe(before);
  });

  it("topics, bid reminders, auto-assign deploy and undo, quotas and affinity", async () => {
    await expectAudited(
      "POST /api/conference/topics/:confId",
      () => post(w.chair, `/conference/topics/${w.confId}`, { topics: [{ name: "Audited topic" }] }),
      {
        actor: w.chair,
        action: "conference.topics.update",
        entityType: "conference",
        entityId: w.confId,
        confId: w.confId,
      },
    );
    // back to no topics: later submissions in this world send no topic_ids
    expect((await post(w.chair, `/conference/topics/${w.confId}`, { topics: [] })).status).toBe(200);
    await expectAudited(
      "POST /api/track/bid-reminder/:trackId",
      () => post(w.chair, `/track/bid-reminder/${w.trackId}`, { min_bids: 1 }),
      {
        actor: w.chair,
        action: "track.bid_reminder",
        entityType: "track",
        entityId: w.trackId,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/track/reviewer-quota/:trackId",
      () => post(w.chair, `/track/reviewer-quota/${w.trackId}`, { reviewer_id: w.tpcMember.id, max_papers: 5 }),
      {
        actor: w.chair,
        action: "track.reviewer_quota",
        entityType: "track",
        entityId: w.trackId,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/track/affinity/:trackId",
      () => post(w.chair, `/track/affinity/${w.trackId}`, { csv: "" }),
      {
        actor: w.chair,
        action: "track.affinity_import",
        entityType: "track",
        entityId: w.trackId,
        confId: w.confId,
      },
    );
    const empty = await insertTrack(t.ctx, w.confId);
    const preview = await post(w.chair, `/track/paper-reviewer-auto-assign/${empty}`, { preview: true });
    const deployed = await expectAudited(
      "POST /api/track/auto-assign-deploy/:draftId",
      () => post(w.chair, `/track/auto-assign-deploy/${preview.body.result.draft_id}`),
      {
        actor: w.chair,
        action: "track.auto_assign",
        entityType: "track",
        entityId: empty,
        confId: w.confId,
      },
    );
    const runId = (JSON.parse(deployed.details!) as { run_id: number }).run_id;
    await expectAudited(
      "POST /api/track/auto-assign-undo/:runId",
      () => post(w.chair, `/track/auto-assign-undo/${runId}`),
      {
        actor: w.chair,
        action: "track.auto_assign_undo",
        entityType: "track",
        entityId: empty,
        confId: w.confId,
      },
    );
    const conferenceRun = await expectAudited(
      "POST /api/conference/auto-assign/:confId",
      () => post(w.chair, `/conference/auto-assign/${w.confId}`, { number_of_reviewers_per_paper: 1 }),
      {
        actor: w.chair,
        action: "conference.auto_assign",
        entityType: "conference",
        entityId: w.confId,
        confId: w.confId,
      },
    );
    // undone at once: the rows below expect the assignments as they were
    const conferenceRunId = (JSON.parse(conferenceRun.details!) as { run_id: number }).run_id;
    expect((await post(w.chair, `/track/auto-assign-undo/${conferenceRunId}`)).status).toBe(200);
  });

  it("discussion, meta-reviews, responses and subreviewers", async () => {
    await t.ctx.db
      .updateTable("conferences")
      .set({
        author_response_start: "2000-01-01 00:00",
        author_response_end: "2999-01-01 00:00",
        use_subviewers: 1,
        access_to_reviews_by_ordinary_pc_members: 0,
      })
      .where("id", "=", w.confId)
      .execute();
    const fresh = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "Discussed",
    });
    await insertReviewerAssignment(t.ctx, fresh.id, w.reviewer1.id);
    const added = await expectAudited(
      "POST /api/paper/comment/:paperId",
      () => post(w.reviewer1, `/paper/comment/${fresh.id}`, { comment: "A first thought." }),
      {
        actor: w.reviewer1,
        action: "comment.add",
        entityType: "paper_comment",
        confId: w.confId,
      },
    );
    const commentId = Number(added.entity_id);
    await expectAudited(
      "POST /api/paper/comment-update/:commentId",
      () => post(w.reviewer1, `/paper/comment-update/${commentId}`, { comment: "A second thought." }),
      {
        actor: w.reviewer1,
        action: "comment.update",
        entityType: "paper_comment",
        entityId: commentId,
        confId: w.confId,
      },
    );
    await expectAudited("DELETE /api/paper/comment/:commentId", () => del(w.reviewer1, `/paper/comment/${commentId}`), {
      actor: w.reviewer1,
      action: "comment.delete",
      entityType: "paper_comment",
      entityId: commentId,
      confId: w.confId,
    });
    await expectAudited(
      "POST /api/paper/discussion-pin/:paperId",
      () => post(w.chair, `/paper/discussion-pin/${fresh.id}`, { in_discussion: 1 }),
      {
        actor: w.chair,
        action: "paper.discussion.pin",
        entityType: "paper",
        entityId: fresh.id,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/paper/discussion-mail/:paperId",
      () => post(w.chair, `/paper/discussion-mail/${fresh.id}`, { discussion_mail: 0 }),
      {
        actor: w.chair,
        action: "user.discussion_mail.off",
        entityType: "user",
        entityId: w.chair.id,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/paper/lead/:paperId",
      () => post(w.chair, `/paper/lead/${fresh.id}`, { reviewer_id: w.reviewer1.id }),
      {
        actor: w.chair,
        action: "paper.lead",
        entityType: "paper_meta_review",
        entityId: fresh.id,
        confId: w.confId,
      },
    );
    expect((await post(w.reviewer1, `/paper/add-review/${fresh.id}`, review())).status).toBe(200);
    await expectAudited(
      "POST /api/paper/meta-review/:paperId",
      () => post(w.reviewer1, `/paper/meta-review/${fresh.id}`, { meta_review: "Meta.", recommendation: "Accept" }),
      {
        actor: w.reviewer1,
        action: "meta_review.submit",
        entityType: "paper_meta_review",
        entityId: fresh.id,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/paper/response/:paperId",
      () => post(w.author, `/paper/response/${fresh.id}`, { response: "Thanks." }),
      {
        actor: w.author,
        action: "response.submit",
        entityType: "paper_response",
        entityId: fresh.id,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/paper/response-mail/:confId",
      () => post(w.chair, `/paper/response-mail/${w.confId}`, {}),
      {
        actor: w.chair,
        action: "response.mail",
        entityType: "conference",
        entityId: w.confId,
        confId: w.confId,
      },
    );
    const sub = await createUser(t.app, t.ctx);
    const asked = await expectAudited(
      "POST /api/paper/subreviewer/:paperId",
      () => post(w.reviewer1, `/paper/subreviewer/${fresh.id}`, { email: sub.email, name: "Sub Reviewer" }),
      {
        actor: w.reviewer1,
        action: "subreview.request",
        entityType: "paper_subreview",
        confId: w.confId,
      },
    );
    const subId = Number(asked.entity_id);
    await expectAudited(
      "POST /api/paper/subreview/:subreviewId",
      () => post(sub, `/paper/subreview/${subId}`, review()),
      {
        actor: sub,
        action: "subreview.submit",
        entityType: "paper_subreview",
        entityId: subId,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/paper/subreview-return/:subreviewId",
      () => post(w.reviewer1, `/paper/subreview-return/${subId}`, {}),
      {
        actor: w.reviewer1,
        action: "subreview.return",
        entityType: "paper_subreview",
        entityId: subId,
        confId: w.confId,
      },
    );
    expect((await post(sub, `/paper/subreview/${subId}`, review())).status).toBe(200);
    await expectAudited(
      "POST /api/paper/subreview-approve/:subreviewId",
      () => post(w.reviewer1, `/paper/subreview-approve/${subId}`),
      {
        actor: w.reviewer1,
        action: "subreview.approve",
        entityType: "paper_subreview",
        entityId: subId,
        confId: w.confId,
      },
    );
  });

  it("camera-ready: final versions and the mail to missing authors", async () => {
    const fresh = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "Camera-ready",
      status: 35,
    });
    await t.ctx.db
      .updateTable("conferences")
      .set({ camera_ready_open: 1, camera_ready_deadline: null })
      .where("id", "=", w.confId)
      .execute();
    const authors = JSON.stringify([{ first_name: "Ada", last_name: "Author", affiliation: "Somewhere" }]);
    const mp = multipartBody({ final_title: "Final", final_abstract: "Final abstract.", final_authors: authors }, [
      { name: "final_file", fileName: "final.pdf", data: MINIMAL_PDF },
    ]);
    await expectAudited(
      "POST /api/paper/camera-ready/:paperId",
      () =>
        call(t.app, "POST", `/paper/camera-ready/${fresh.id}`, {
          token: w.author.token,
          body: mp.payload,
          headers: mp.headers,
        }),
      { actor: w.author, action: "paper.camera_ready", entityType: "paper", entityId: fresh.id, confId: w.confId },
    );
    await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "Camera-ready missing",
      status: 35,
    });
    await expectAudited(
      "POST /api/conference/camera-ready-mail/:confId",
      () => post(w.chair, `/conference/camera-ready-mail/${w.confId}`, {}),
      {
        actor: w.chair,
        action: "conference.camera_ready_mail",
        entityType: "conference",
        entityId: w.confId,
        confId: w.confId,
      },
    );
    // a preview sends nothing and records nothing
    const before = await lastAuditId();
    expect((await post(w.chair, `/conference/camera-ready-mail/${w.confId}`, { preview: true })).status).toBe(200);
    expect(await lastAuditId()).toBe(before);
  });

  it("the submission form: presenter, extra fields, mail to papers without a file", async () => {
    const conf = await insertConference(t.ctx, w.chair.id, { author_selecting_presenter: 1 });
    const track = await insertTrack(t.ctx, conf.id);
    const paper = await insertPaper(t.ctx, {
      confId: conf.id,
      trackId: track,
      authorId: w.author.id,
      title: "Without a file",
      withFile: false,
    });
    const author = await t.ctx.db
      .selectFrom("paper_authors")
      .select("id")
      .where("paper_id", "=", paper.id)
      .executeTakeFirstOrThrow();
    await expectAudited(
      "POST /api/paper/presenter/:paperId",
      () => post(w.author, `/paper/presenter/${paper.id}`, { author_id: author.id }),
      {
        actor: w.author,
        action: "paper.presenter",
        entityType: "paper",
        entityId: paper.id,
        confId: conf.id,
      },
    );
    await expectAudited(
      "POST /api/conference/submission-fields/:confId",
      () => post(w.chair, `/conference/submission-fields/${conf.id}`, { fields: [] }),
      {
        actor: w.chair,
        action: "conference.submission_fields",
        entityType: "conference",
        entityId: conf.id,
        confId: conf.id,
      },
    );
    await expectAudited(
      "POST /api/conference/submission-file-slots/:confId",
      () => post(w.chair, `/conference/submission-file-slots/${conf.id}`, { slots: [] }),
      {
        actor: w.chair,
        action: "conference.submission_file_slots",
        entityType: "conference",
        entityId: conf.id,
        confId: conf.id,
      },
    );
    const mail = { sender_email: "chairs", subject: "Your paper file", message: "Please upload it." };
    await expectAudited(
      "POST /api/conference/missing-paper-mail/:confId",
      () => post(w.chair, `/conference/missing-paper-mail/${conf.id}`, mail),
      {
        actor: w.chair,
        action: "paper.author_mail",
        entityType: "paper",
        entityId: paper.id,
        confId: conf.id,
      },
    );
  });

  it("personal API tokens: made and revoked, and what a token does names it", async () => {
    const made = await expectAudited(
      "POST /api/users/api-tokens",
      () => post(w.outsider, "/users/api-tokens", { name: "audited", scopes: ["write"], expires_in_days: 3 }),
      {
        actor: w.outsider,
        action: "user.api_token.create",
        entityType: "api_token",
        confId: null,
      },
    );
    const token = (
      await post(w.outsider, "/users/api-tokens", { name: "acting", scopes: ["write"], expires_in_days: 3 })
    ).body.result as { id: number; token: string };
    const acted = await expectAudited(
      "POST /api/users/profile-update",
      () =>
        call(t.app, "POST", "/users/profile-update", {
          token: token.token,
          body: { first_name: "Oscar", last_name: "Outsider", country: "Germany", affiliation: "Example University" },
        }),
      { actor: w.outsider, action: "user.update", entityType: "user", entityId: w.outsider.id, confId: null },
    );
    expect(Number(acted.api_token_id)).toBe(token.id);
    await expectAudited(
      "DELETE /api/users/api-token/:id",
      () => del(w.outsider, `/users/api-token/${made.entity_id}`),
      {
        actor: w.outsider,
        action: "user.api_token.revoke",
        entityType: "api_token",
        entityId: Number(made.entity_id),
        confId: null,
      },
    );
  });

  it("imports from other tools", async () => {
    const mp = multipartBody({ format: "hotcrp-json" }, [
      { name: "file", fileName: "papers.json", data: Buffer.from("[]") },
    ]);
    await expectAudited(
      "POST /api/conference/import/:confId",
      () =>
        call(t.app, "POST", `/conference/import/${w.confId}`, {
          token: w.chair.token,
          body: mp.payload,
          headers: mp.headers,
        }),
      {
        actor: w.chair,
        action: "conference.import",
        entityType: "conference",
        entityId: w.confId,
        confId: w.confId,
      },
    );
  });

  it("restores a conference from its archive", async () => {
    const archive = await t.app.inject({
      method: "GET",
      url: `/api/conference/export/${w.confId}?format=archive`,
      headers: { authorization: `Bearer ${w.admin.token}` },
    });
    expect(archive.statusCode).toBe(200);
    const mp = multipartBody({}, [{ name: "file", fileName: "archive.zip", data: archive.rawPayload }]);
    await expectAudited(
      "POST /api/conference/restore",
      () => call(t.app, "POST", "/conference/restore", { token: w.admin.token, body: mp.payload, headers: mp.headers }),
      { actor: w.admin, action: "conference.restore", entityType: "conference", entityId: undefined, confId: "self" },
    );
  });

  it("tags and saved searches", async () => {
    const paper = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.outsider.id,
      title: "Tagged for the trail",
    });
    await expectAudited(
      "POST /api/paper/tags/:paperId",
      () => post(w.chair, `/paper/tags/${paper.id}`, { add: ["discuss#2"] }),
      {
        actor: w.chair,
        action: "paper.tags",
        entityType: "paper",
        entityId: paper.id,
        confId: w.confId,
      },
    );
    await expectAudited(
      "POST /api/paper/bulk/:confId",
      () => post(w.chair, `/paper/bulk/${w.confId}`, { paper_ids: [paper.id], action: "untag", tags: ["discuss"] }),
      {
        actor: w.chair,
        action: "paper.tags",
        entityType: "paper",
        entityId: paper.id,
        confId: w.confId,
      },
    );
    const saved = await expectAudited(
      "POST /api/conference/saved-searches/:confId",
      () => post(w.chair, `/conference/saved-searches/${w.confId}`, { name: "Audited", q: "#discuss" }),
      {
        actor: w.chair,
        action: "search.save",
        entityType: "saved_search",
        confId: w.confId,
      },
    );
    await expectAudited(
      "DELETE /api/conference/saved-searches/:confId",
      () =>
        call(t.app, "DELETE", `/conference/saved-searches/${w.confId}`, {
          token: w.chair.token,
          query: { id: Number(saved.entity_id) },
        }),
      {
        actor: w.chair,
        action: "search.delete",
        entityType: "saved_search",
        entityId: Number(saved.entity_id),
        confId: w.confId,
      },
    );
  });

  it("covers every state-changing route of the server (a new one must be added here)", () => {
    const mutating = t.routes.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.url}`);
    const unaccounted = mutating.filter((route) => !covered.has(route) && !(route in NOT_AUDITED));
    expect(unaccounted).toEqual([]);
  });
});

describe("the trail is append-only through the API", () => {
  it("no route updates or deletes audit entries", () => {
    const onTheTrail = t.routes.filter((r) => /audit|history/i.test(r.url));
    expect(onTheTrail.length).toBeGreaterThan(0);
    expect(onTheTrail.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("a refused call records nothing", async () => {
    const before = await lastAuditId();
    const refused = await post(w.outsider, `/paper/final-review/${w.paper.id}`, {
      decision: "Reject",
      final_decision_remark: "No.",
    });
    expect([403, 404]).toContain(refused.status);
    expect(await lastAuditId()).toBe(before);
  });
});

describe("GET /paper/history/:paperId", () => {
  let paperId: number;
  beforeAll(async () => {
    const fields = {
      conf_id: w.confId,
      track_id: w.trackId,
      paper_title: "A paper with a history",
      keywords: "history",
      abstract: "Things happened.",
    };
    const submitted = await submitPaper(t, w.author.token, fields);
    expect(submitted.status).toBe(200);
    paperId = Number((submitted.body.result as { id: number }).id);
    expect(
      (await post(w.trackChair, `/paper/reviewer-assign/${paperId}`, { reviewer_id: w.reviewer2.id })).status,
    ).toBe(200);
    expect(
      (
        await post(
          w.reviewer2,
          `/paper/add-review/${paperId}`,
          review({ reviewer_confidential_remarks: "Secret note" }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await post(w.chair, `/paper/final-review/${paperId}`, {
          decision: "Reject",
          final_decision_remark: "Not this time.",
        })
      ).status,
    ).toBe(200);
  });

  it("answers the paper's entries and its reviews' entries, oldest first, with actor names", async () => {
    const answer = await call(t.app, "GET", `/paper/history/${paperId}`, { token: w.trackChair.token });
    expect(answer.status).toBe(200);
    const entries = answer.body.result as {
      id: number;
      action: string;
      actor_name: string;
      subject_name: string | null;
      created_at: string;
    }[];
    expect(entries.map((e) => e.action)).toEqual([
      "paper.submit",
      "paper.reviewer.assign",
      "review.submit",
      "paper.decision",
    ]);
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => a - b));
    expect(entries.map((e) => e.actor_name)).toEqual([
      "Anna Author",
      "Trudy Trackchair",
      "Rolf Reviewertwo",
      "Chloe Chair",
    ]);
    expect(entries[1]!.subject_name).toBe("Rolf Reviewertwo");
    // the remarks never enter the trail
    expect(JSON.stringify(entries)).not.toContain("Secret note");
  });

  it("is for those who decide the paper: chairs, OC, admin, the paper's track chair", async () => {
    for (const who of [w.chair, w.oc, w.admin, w.trackChair]) {
      expect((await call(t.app, "GET", `/paper/history/${paperId}`, { token: who.token })).status).toBe(200);
    }
  });

  it("refuses its authors, its reviewers and strangers without naming any reviewer", async () => {
    const cases: [TestUser, number][] = [
      [w.author, 403], // sees the paper, may not see who reviewed it
      [w.reviewer2, 403],
      [w.outsider, 404], // does not learn the paper exists
      [w.otherTrackChair, 404],
      [w.tpcMember, 404],
    ];
    for (const [who, status] of cases) {
      const answer = await call(t.app, "GET", `/paper/history/${paperId}`, { token: who.token });
      expect(answer.status, `${who.first_name}`).toBe(status);
      expect(JSON.stringify(answer.body)).not.toContain("Reviewertwo");
    }
    expect((await call(t.app, "GET", `/paper/history/${paperId}`)).status).toBe(401);
  });

  it("refuses a chair who is also an author of the paper (conflicted)", async () => {
    const chairsPaper = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.trackChair.id,
      title: "The chair's own paper",
    });
    const answer = await call(t.app, "GET", `/paper/history/${chairsPaper.id}`, { token: w.trackChair.token });
    expect(answer.status).toBe(403);
  });

  it("answers 404 for a paper that does not exist and 422 for a malformed id", async () => {
    expect((await call(t.app, "GET", "/paper/history/999999", { token: w.admin.token })).status).toBe(404);
    expect((await call(t.app, "GET", "/paper/history/abc", { token: w.admin.token })).status).toBe(422);
  });
});
