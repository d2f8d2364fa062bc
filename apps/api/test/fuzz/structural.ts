// Breakage that is not about one field: path parameters, bodies that are not JSON, malformed
// multipart, files whose content lies about their type, and ids of another conference.
import { idField, paperListParams } from "@symposia/domain";
import type { FilePart } from "../support/multipart.js";
import { MINIMAL_PDF } from "../support/fixtures.js";
import { PNG_1X1, type World } from "../authz/world.js";
import type { Method } from "./judge.js";

/** Path parameter values no route accepts (percent-encoded as they would arrive in a URL). */
export const BAD_PARAMS = [
  "abc",
  "-1",
  "0",
  "1.5",
  "99999999999",
  "NaN",
  "Infinity",
  "%F0%9F%98%80",
  "%00",
  "null",
  "%20",
  "1%2C2",
  "%E2%80%AE7",
  "9".repeat(300),
  "%E0%A4%A",
];

/** The one parameter that is not an id: the 0/1 scope of GET /paper/all/{id}/{type}. */
export const BAD_TYPE_PARAMS = ["2", "-1", "abc", "1.5", "%E0%A4%A", "%F0%9F%98%80", "x".repeat(300)];

export const badParamsFor = (param: string) => (param === "type" ? BAD_TYPE_PARAMS : BAD_PARAMS);

/** Sanity for the lists above: the route's own schema refuses every one of them. */
export function refusedByParamSchema(param: string, value: string): boolean {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return true; // not even a valid URL component
  }
  const schema = param === "type" ? paperListParams.shape.type : idField();
  return !schema.safeParse(decoded).success;
}

/** A URL of the route table with one parameter replaced by `bad` and the others valid for the world. */
export function urlWithBadParam(w: World, url: string, param: string, bad: string): string {
  const valid: Record<string, string> = {
    confId: String(w.confId),
    trackId: String(w.trackId),
    type: "0",
    paperId: String(w.paperId),
  };
  return url
    .replace(/^\/api/, "")
    .replace(/:(\w+)/g, (_m, name: string) => (name === param ? bad : (valid[name] ?? String(w.confId))));
}

const TEXT = Buffer.from("This is plain text, not a document.\n");
const HTML = Buffer.from("<html><body><script>alert(1)</script></body></html>");

export interface LyingFile {
  what: string;
  file: FilePart;
}

export const LYING_PAPER_FILES: LyingFile[] = [
  {
    what: "text named .pdf",
    file: { name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data: TEXT },
  },
  {
    what: "PNG named .docx",
    file: {
      name: "paper_file",
      fileName: "paper.docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      data: PNG_1X1,
    },
  },
  {
    what: "PDF named .docx",
    file: { name: "paper_file", fileName: "paper.docx", contentType: "application/pdf", data: MINIMAL_PDF },
  },
  {
    what: "HTML named .doc",
    file: { name: "paper_file", fileName: "paper.doc", contentType: "application/msword", data: HTML },
  },
  {
    what: "PDF named .exe",
    file: { name: "paper_file", fileName: "paper.exe", contentType: "application/pdf", data: MINIMAL_PDF },
  },
  {
    what: "empty file named .pdf",
    file: { name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data: Buffer.alloc(0) },
  },
];

export const LYING_IMAGES: LyingFile[] = [
  { what: "text named logo.png", file: { name: "logo", fileName: "logo.png", contentType: "image/png", data: TEXT } },
  {
    what: "PDF named banner.png",
    file: { name: "banner", fileName: "banner.png", contentType: "image/png", data: MINIMAL_PDF },
  },
  { what: "HTML named logo.gif", file: { name: "logo", fileName: "logo.gif", contentType: "image/gif", data: HTML } },
];

export const LYING_CFP_FILES: LyingFile[] = [
  {
    what: "PNG named cfp.pdf",
    file: { name: "cfp_file", fileName: "cfp.pdf", contentType: "application/pdf", data: PNG_1X1 },
  },
  {
    what: "text named cfp.pdf",
    file: { name: "cfp_file", fileName: "cfp.pdf", contentType: "application/pdf", data: TEXT },
  },
];

/** Ways a multipart body can be malformed, applied to a valid one. */
export const MALFORMED_MULTIPART: {
  what: string;
  apply(payload: Buffer, contentType: string): { payload: Buffer; contentType: string };
}[] = [
  { what: "no boundary in the content type", apply: (payload) => ({ payload, contentType: "multipart/form-data" }) },
  {
    what: "the end cut off (the last part and the closing boundary)",
    apply: (payload, contentType) => ({ payload: payload.subarray(0, payload.length - 60), contentType }),
  },
  {
    what: "a truncated body (no closing boundary)",
    apply: (payload, contentType) => ({ payload: payload.subarray(0, Math.floor(payload.length * 0.6)), contentType }),
  },
  {
    what: "a boundary that is not the one in the body",
    apply: (payload) => ({ payload, contentType: "multipart/form-data; boundary=not-the-boundary" }),
  },
  {
    what: "garbage bytes",
    apply: (_payload, contentType) => ({
      payload: Buffer.from([0xff, 0x00, 0x2d, 0x2d, 0x0d, 0x0a, 0x7f, 0x80]),
      contentType,
    }),
  },
  { what: "an empty body", apply: (_payload, contentType) => ({ payload: Buffer.alloc(0), contentType }) },
  {
    what: "JSON instead of multipart",
    apply: () => ({ payload: Buffer.from(JSON.stringify({ conf_id: 1 })), contentType: "application/json" }),
  },
];

/**
 * Bodies that are not what a JSON route reads. The first three fail before any handler runs; plain
 * text is parsed (Fastify reads text/plain), so only a route that reads a body must refuse it.
 */
export const MALFORMED_BODIES: { what: string; body: string; contentType: string; onlyWhereBodyIsRead?: boolean }[] = [
  { what: "invalid JSON", body: "{not json", contentType: "application/json" },
  { what: "truncated JSON", body: '{"a": [1, 2', contentType: "application/json" },
  { what: "a __proto__ key", body: '{"__proto__": {"role": "ADMIN"}}', contentType: "application/json" },
  { what: "plain text", body: "hello", contentType: "text/plain", onlyWhereBodyIsRead: true },
];

export interface ForeignRequest {
  what: string;
  method: Method;
  path: string;
  body?: Record<string, unknown>;
  token: string;
}

/** Conference A's chair (or author) naming rows of conference B: every one must be refused. */
export function foreignRequests(w: World): ForeignRequest[] {
  const chair = w.users.superchair.token;
  const { confId: B, trackId: TB, paperId: PB } = w.other;
  return [
    {
      what: "a track in conference B",
      method: "POST",
      path: "/track/",
      body: { conf_id: B, track_name: "Intruder" },
      token: chair,
    },
    {
      what: "B's track edited through A",
      method: "POST",
      path: `/track/update/${w.confId}`,
      body: { track_id: TB, track_name: "Intruder" },
      token: chair,
    },
    {
      what: "B's track edited",
      method: "POST",
      path: `/track/update/${B}`,
      body: { track_id: TB, track_name: "Intruder" },
      token: chair,
    },
    { what: "B's track deleted", method: "DELETE", path: `/track/${TB}`, token: chair },
    {
      what: "a chair for B's track",
      method: "POST",
      path: `/track/chair-assign/${TB}`,
      body: { chair_id: w.bystander.id },
      token: chair,
    },
    {
      what: "a committee member of B",
      method: "POST",
      path: `/cfp/${B}`,
      body: { sequence: 1, org_com_user_id: w.bystander.id },
      token: chair,
    },
    {
      what: "a TPC member of B's track",
      method: "POST",
      path: `/track/reviewer/${TB}`,
      body: { reviewer_id: w.bystander.id },
      token: chair,
    },
    {
      what: "invitations to B's track through A",
      method: "POST",
      path: `/track/tpc-track-wise-invitation/${w.confId}/${TB}`,
      body: { total_data: JSON.stringify(["A, B, ab@example.org, Portugal, Uni"]) },
      token: chair,
    },
    {
      what: "auto-assign on B's track",
      method: "POST",
      path: `/track/paper-reviewer-auto-assign/${TB}`,
      body: {},
      token: chair,
    },
    {
      what: "B's paper blocked",
      method: "POST",
      path: `/paper/status-action/${PB}`,
      body: { status: 30, reason: "Intrusion" },
      token: chair,
    },
    {
      what: "B's paper decided",
      method: "POST",
      path: `/paper/final-review/${PB}`,
      body: { decision: "Reject", final_decision_remark: "Intrusion" },
      token: chair,
    },
    {
      what: "a reviewer for B's paper",
      method: "POST",
      path: `/paper/reviewer-assign/${PB}`,
      body: { reviewer_id: w.spareReviewerId },
      token: chair,
    },
    {
      what: "B's authors mailed",
      method: "POST",
      path: `/paper/author-mail/${PB}`,
      body: { sender_email: "x", subject: "s", message: "m" },
      token: chair,
    },
    {
      what: "a bulk notification in B",
      method: "POST",
      path: `/paper/notification-jobs/${B}`,
      body: { status: 1000 },
      token: chair,
    },
  ];
}
