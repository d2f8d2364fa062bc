// Rows of the matrix: tracks and chairs, the TPC (invitations, members, reminder, auto-assign).
import { randomBytes } from "node:crypto";
import { uniqueEmail } from "../../support/factories.js";
import { insertTpcMember, insertTrackChair } from "../../support/fixtures.js";
import { hashToken } from "../../../src/http/auth.js";
import { CONFIGURERS, type MatrixCase, ORGANISERS, TRACK_RUNNERS, everyone, signedIn } from "../callers.js";

const unique = () => randomBytes(4).toString("hex");

export const trackCases: MatrixCase[] = [
  {
    route: "GET /api/track/all/:id",
    build: async (w) => ({ method: "GET", path: `/track/all/${w.confId}` }),
    expect: signedIn("all"),
    scopedToConference: true,
  },
  {
    route: "GET /api/track/:id",
    build: async (w) => ({ method: "GET", path: `/track/${w.trackId}` }),
    expect: signedIn("all"),
    scopedToConference: true,
  },
  {
    route: "POST /api/track/",
    build: async (w) => ({
      method: "POST",
      path: "/track/",
      body: { conf_id: w.confId, track_name: `New ${unique()}`, track_short_name: "NEW", track_description: "" },
    }),
    expect: signedIn(ORGANISERS),
  },
  {
    route: "POST /api/track/update/:id",
    build: async (w) => ({
      method: "POST",
      path: `/track/update/${w.confId}`,
      body: { track_id: await w.newTrack(), track_name: `Renamed ${unique()}` },
    }),
    expect: signedIn(ORGANISERS),
  },
  {
    route: "DELETE /api/track/:id",
    build: async (w) => ({ method: "DELETE", path: `/track/${await w.newTrack()}` }),
    expect: signedIn(ORGANISERS),
  },
  {
    route: "POST /api/track/chair-assign/:id",
    build: async (w) => ({
      method: "POST",
      path: `/track/chair-assign/${await w.newTrack()}`,
      body: { chair_id: w.bystander.id },
    }),
    expect: signedIn(ORGANISERS),
  },
  {
    route: "DELETE /api/track/chair/:id",
    build: async (w) => ({
      method: "DELETE",
      path: `/track/chair/${await insertTrackChair(w.t.ctx, await w.newTrack(), w.bystander.id)}`,
    }),
    expect: signedIn(ORGANISERS),
  },
  {
    route: "POST /api/track/tpc-track-wise-invitation/:confId/:trackId",
    build: async (w) => ({
      method: "POST",
      path: `/track/tpc-track-wise-invitation/${w.confId}/${w.trackId}`,
      body: { total_data: JSON.stringify([`Ina, Invitee, ${uniqueEmail("invitee")}, Portugal, Uni`]) },
    }),
    expect: signedIn(TRACK_RUNNERS),
  },
  {
    route: "POST /api/track/tpc-invitation-action/:trackId",
    variant: "someone else's invitation",
    build: async (w) => {
      const invitee = await w.newBystander();
      const id = await insertTpcMember(w.t.ctx, w.inviteTrackId, invitee.id, 0);
      return {
        method: "POST",
        path: `/track/tpc-invitation-action/${w.inviteTrackId}`,
        body: { id, action: "ACCEPT" },
      };
    },
    // only the invitee may answer; to anyone else the invitation does not exist
    expect: signedIn([], 404),
  },
  {
    route: "POST /api/track/tpc-invitation-action/:trackId",
    variant: "the caller's own invitation",
    build: async (w, caller) => {
      const invitee = caller === "anonymous" ? (await w.newBystander()).id : w.users[caller].id;
      const id = await insertTpcMember(w.t.ctx, w.inviteTrackId, invitee, 0);
      // REJECT: accepting would make the caller a REVIEWER of conference A for the rows after this one
      return {
        method: "POST",
        path: `/track/tpc-invitation-action/${w.inviteTrackId}`,
        body: { id, action: "REJECT" },
      };
    },
    expect: signedIn("all"),
  },
  {
    route: "POST /api/track/tpc-invitation-answer",
    variant: "a token nobody was mailed",
    build: async () => ({
      method: "POST",
      path: "/track/tpc-invitation-answer",
      body: { token: unique(), action: "ACCEPT" },
    }),
    expect: everyone(404),
    publicAnswer: true,
  },
  {
    route: "POST /api/track/tpc-invitation-answer",
    variant: "an invitation mail's token",
    build: async (w) => {
      // the token proves the invitee: whoever holds the link answers, signed in or not
      const invitee = await w.newBystander();
      const memberId = await insertTpcMember(w.t.ctx, w.inviteTrackId, invitee.id, 0);
      const token = `tok-${unique()}${unique()}`;
      const expires = new Date(Date.now() + 3600_000).toISOString();
      await w.t.ctx.db
        .insertInto("tpc_invitation_tokens")
        .values({
          tpc_member_id: memberId,
          token_hash: hashToken(token),
          created_at: new Date().toISOString(),
          expires_at: expires,
        })
        .execute();
      return { method: "POST", path: "/track/tpc-invitation-answer", body: { token, action: "REJECT" } };
    },
    expect: everyone(200),
    publicAnswer: true,
  },
  {
    route: "POST /api/track/reviewer/:trackId",
    build: async (w) => ({
      method: "POST",
      path: `/track/reviewer/${w.trackId}`,
      body: {
        first_name: "Nina",
        last_name: "Newmember",
        email: uniqueEmail("member"),
        country: "Portugal",
        affiliation: "Uni",
      },
    }),
    expect: signedIn(TRACK_RUNNERS),
  },
  {
    route: "DELETE /api/track/reviewer/:id",
    build: async (w) => ({
      method: "DELETE",
      path: `/track/reviewer/${await insertTpcMember(w.t.ctx, w.trackId, (await w.newBystander()).id)}`,
    }),
    expect: signedIn(TRACK_RUNNERS),
  },
  {
    route: "POST /api/track/tpc-reminder/:trackId",
    build: async (w) => ({
      method: "POST",
      path: `/track/tpc-reminder/${w.trackId}`,
      body: { status: 1, sender_email: "chairs", subject: "Reminder", message: "Please review." },
    }),
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "GET /api/track/paper-rdetails-count/:trackId",
    build: async (w) => ({ method: "GET", path: `/track/paper-rdetails-count/${w.trackId}` }),
    expect: signedIn(TRACK_RUNNERS),
  },
];

/** Runs after every other row: it assigns the track's TPC members to its papers. */
export const autoAssignCase: MatrixCase = {
  route: "POST /api/track/paper-reviewer-auto-assign/:trackId",
  build: async (w) => ({
    method: "POST",
    path: `/track/paper-reviewer-auto-assign/${w.trackId}`,
    body: { number_of_reviewers_per_paper: 1 },
  }),
  expect: signedIn(CONFIGURERS),
};
