// Rows of the matrix: the configurable submission form and camera-ready (issue 19).
import { type MatrixCase, ORGANISERS, signedIn } from "../callers.js";

export const submissionFormCases: MatrixCase[] = [
  {
    route: "POST /api/conference/missing-paper-mail/:confId",
    build: async (w) => ({ method: "POST", path: `/conference/missing-paper-mail/${w.confId}`, body: { sender_email: "chairs", subject: "Your paper file", message: "Please upload it." } }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
];
