// Rows of the matrix: conferences, their approval workflow, public pages, committee and CFP.
import { randomBytes } from "node:crypto";
import { conferencePayload, insertConference, insertOcMember } from "../../support/fixtures.js";
import { multipartBody } from "../../support/multipart.js";
import { ADMIN_ONLY, CONFIGURERS, type MatrixCase, everyone, signedIn } from "../callers.js";
import type { World } from "../world.js";

/** Every field the settings form sends (multipart values are strings). */
function conferenceUpdateFields(): Record<string, string> {
  const payload = conferencePayload({ timezone_for_deadline: "UTC", timezone_for_session: "UTC" });
  return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)]));
}

/** A fresh conference of conference A's SUPERCHAIR in the given state (0 Pending, 1 Approved, 3 Blocked). */
async function conferenceIn(w: World, status: number): Promise<number> {
  const conf = await insertConference(w.t.ctx, w.users.superchair.id, {
    conference_status: status,
    status_before_block: status === 3 ? 1 : null,
  });
  return conf.id;
}

const transition = (action: string, fromStatus: number): MatrixCase => ({
  route: `POST /api/conference/${action}/:id`,
  build: async (w) => ({ method: "POST", path: `/conference/${action}/${await conferenceIn(w, fromStatus)}` }),
  expect: signedIn(ADMIN_ONLY),
});

export const conferenceCases: MatrixCase[] = [
  {
    route: "POST /api/conference",
    build: async () => ({ method: "POST", path: "/conference", body: conferencePayload() }),
    expect: signedIn("all"),
  },
  {
    route: "GET /api/conference",
    build: async () => ({ method: "GET", path: "/conference" }),
    expect: signedIn("all"),
  },
  {
    route: "GET /api/conference/:id",
    build: async (w) => ({ method: "GET", path: `/conference/${w.confId}` }),
    expect: signedIn("all"),
    scopedToConference: true,
  },
  {
    route: "POST /api/conference/update/:id",
    build: async (w) => {
      const mp = multipartBody(conferenceUpdateFields());
      return { method: "POST", path: `/conference/update/${w.confId}`, body: mp.payload, headers: mp.headers };
    },
    expect: signedIn(CONFIGURERS),
  },
  transition("approve", 0),
  transition("reject", 0),
  transition("block", 1),
  transition("unblock", 3),
  // The images of an Approved conference are public; a dead token is still refused.
  {
    route: "GET /api/conference/logo/:id",
    build: async (w) => ({ method: "GET", path: `/conference/logo/${w.confId}` }),
    expect: { ...everyone(), deactivated: 401 },
  },
  {
    route: "GET /api/conference/banner/:id",
    build: async (w) => ({ method: "GET", path: `/conference/banner/${w.confId}` }),
    expect: { ...everyone(), deactivated: 401 },
  },
  {
    route: "GET /api/site/conf/short/:id",
    build: async (w) => ({ method: "GET", path: `/site/conf/short/${w.confId}` }),
    expect: everyone(),
    publicAnswer: true,
    scopedToConference: true,
  },
  {
    route: "GET /api/site/cfp-list",
    build: async () => ({ method: "GET", path: "/site/cfp-list" }),
    expect: everyone(),
    publicAnswer: true,
  },
  {
    route: "GET /api/site/mail-domain",
    build: async () => ({ method: "GET", path: "/site/mail-domain" }),
    expect: everyone(),
    publicAnswer: true,
  },
  {
    route: "GET /api/site/cfp/:id",
    build: async (w) => ({ method: "GET", path: `/site/cfp/${w.confId}` }),
    expect: everyone(),
    publicAnswer: true,
    scopedToConference: true,
  },
  {
    route: "GET /api/site/cfp/file/:id",
    build: async (w) => ({ method: "GET", path: `/site/cfp/file/${w.confId}` }),
    expect: everyone(),
  },
  {
    route: "POST /api/cfp-circulation-email",
    build: async () => ({
      method: "POST",
      path: "/cfp-circulation-email",
      body: {
        start_sequence: 1,
        end_sequence: 2,
        sender_email: "cfp",
        subject: "Call for papers",
        message: "Please submit.",
      },
    }),
    expect: signedIn(ADMIN_ONLY),
  },
  {
    route: "GET /api/cfp/:id",
    build: async (w) => ({ method: "GET", path: `/cfp/${w.confId}` }),
    expect: signedIn(CONFIGURERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/cfp/:id",
    build: async (w) => ({
      method: "POST",
      path: `/cfp/${w.confId}`,
      body: {
        organizing_committee_type: 2,
        sequence: 1,
        first_name: "Pat",
        last_name: "Programme",
        email: `pc.${randomBytes(4).toString("hex")}@example.org`,
        country: "Portugal",
        affiliation: "Uni",
      },
    }),
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "DELETE /api/cfp/:id",
    build: async (w) => {
      const entry = await insertOcMember(w.t.ctx, w.confId, {
        email: `gone.${randomBytes(4).toString("hex")}@example.org`,
        type: 3,
      });
      return { method: "DELETE", path: `/cfp/${entry}` };
    },
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "POST /api/cfp-data/update/:id",
    build: async (w) => {
      const mp = multipartBody({ cfp_details: "<p>Call for papers</p>" });
      return { method: "POST", path: `/cfp-data/update/${w.confId}`, body: mp.payload, headers: mp.headers };
    },
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "GET /api/cfp/file/:id",
    build: async (w) => ({ method: "GET", path: `/cfp/file/${w.confId}` }),
    expect: signedIn("all"),
  },
];
