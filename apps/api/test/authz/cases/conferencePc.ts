// Rows of the matrix: the conference's programme committee over several tracks (invitation,
// additions, track changes of selected members, reminder). They work on the invitations track only.
import { uniqueEmail } from "../../support/factories.js";
import { insertTpcMember } from "../../support/fixtures.js";
import { CONFIGURERS, type MatrixCase, ORGANISERS, signedIn } from "../callers.js";

export const conferencePcCases: MatrixCase[] = [
  {
    route: "POST /api/conference/pc-invitation/:confId",
    build: async (w) => ({
      method: "POST",
      path: `/conference/pc-invitation/${w.confId}`,
      body: {
        total_data: JSON.stringify([`Ina, Invitee, ${uniqueEmail("pc-invitee")}, Portugal, Uni`]),
        track_ids: [w.inviteTrackId],
      },
    }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/conference/pc-member/:confId",
    build: async (w) => ({
      method: "POST",
      path: `/conference/pc-member/${w.confId}`,
      body: {
        first_name: "Nina",
        last_name: "Newmember",
        email: uniqueEmail("pc-member"),
        country: "Portugal",
        affiliation: "Uni",
        track_ids: [w.inviteTrackId],
      },
    }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/conference/pc-member-tracks/:confId",
    build: async (w) => {
      const member = await w.newBystander();
      await insertTpcMember(w.t.ctx, w.inviteTrackId, member.id, 1);
      return {
        method: "POST",
        path: `/conference/pc-member-tracks/${w.confId}`,
        body: { user_ids: [member.id], remove_track_ids: [w.inviteTrackId] },
      };
    },
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/conference/pc-reminder/:confId",
    build: async (w) => ({
      method: "POST",
      path: `/conference/pc-reminder/${w.confId}`,
      body: {
        status: 1,
        sender_email: "chairs",
        subject: "Reminder",
        message: "Please review.",
        track_ids: [w.inviteTrackId],
      },
    }),
    expect: signedIn(CONFIGURERS),
    scopedToConference: true,
  },
];
