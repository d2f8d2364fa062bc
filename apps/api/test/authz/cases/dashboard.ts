// The chair's console and the conference's programme committee.
import { type MatrixCase, ORGANISERS, signedIn } from "../callers.js";

export const dashboardCases: MatrixCase[] = [
  {
    route: "GET /api/conference/dashboard/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/dashboard/${w.confId}` }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "GET /api/conference/pc/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/pc/${w.confId}` }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
];
