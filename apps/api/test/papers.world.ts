// The world the paper tests act in: one conference with two tracks and a person for every role,
// plus a second conference for forged-id checks. Built by direct inserts (fixtures).
import type { TestApp } from "./support/testApp.js";
import { call } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import {
  MINIMAL_PDF,
  insertConference,
  insertOcMember,
  insertTpcMember,
  insertTrack,
  insertTrackChair,
} from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { zipOf } from "./support/zip.js";

export interface PaperWorld {
  confId: number;
  trackA: number;
  trackB: number;
  otherConfId: number;
  otherTrack: number;
  chair: TestUser;
  admin: TestUser;
  author: TestUser;
  coauthor: TestUser;
  oc: TestUser;
  trackChairA: TestUser;
  tpc: TestUser;
  stranger: TestUser;
}

export async function buildWorld(t: TestApp, confOverrides: Record<string, unknown> = {}): Promise<PaperWorld> {
  const [chair, admin, author, coauthor, oc, trackChairA, tpc, stranger] = await Promise.all([
    createUser(t.app, t.ctx, { first_name: "Carla", last_name: "Chair" }),
    createAdmin(t.app, t.ctx),
    createUser(t.app, t.ctx, { first_name: "Ada", last_name: "Lovelace" }),
    createUser(t.app, t.ctx, { first_name: "Charles", last_name: "Babbage" }),
    createUser(t.app, t.ctx, { first_name: "Olga", last_name: "Organiser" }),
    createUser(t.app, t.ctx, { first_name: "Tina", last_name: "Trackchair" }),
    createUser(t.app, t.ctx, { first_name: "Rita", last_name: "Reviewer" }),
    createUser(t.app, t.ctx, { first_name: "Sam", last_name: "Stranger" }),
  ]);
  const { id: confId } = await insertConference(t.ctx, chair.id, {
    disable_multiple_authors: 0,
    disable_abstract_submission_form: 0,
    ...confOverrides,
  });
  const trackA = await insertTrack(t.ctx, confId, "Track Alpha");
  const trackB = await insertTrack(t.ctx, confId, "Track Beta");
  await insertTrackChair(t.ctx, trackA, trackChairA.id);
  await insertTpcMember(t.ctx, trackA, tpc.id);
  await insertOcMember(t.ctx, confId, { userId: oc.id, email: oc.email });
  const other = await insertConference(t.ctx, stranger.id, { disable_multiple_authors: 0 });
  const otherTrack = await insertTrack(t.ctx, other.id, "Foreign Track");
  return {
    confId,
    trackA,
    trackB,
    otherConfId: other.id,
    otherTrack,
    chair,
    admin,
    author,
    coauthor,
    oc,
    trackChairA,
    tpc,
    stranger,
  };
}

/** "YYYY-MM-DD HH:mm" of a UTC instant `offsetMs` from now. */
export function utcLocal(offsetMs: number): string {
  return new Date(Date.now() + offsetMs).toISOString().slice(0, 16).replace("T", " ");
}

export async function setConference(t: TestApp, confId: number, values: Record<string, unknown>): Promise<void> {
  await t.ctx.db
    .updateTable("conferences")
    .set(values as any)
    .where("id", "=", confId)
    .execute();
}

export const HOUR = 3600_000;

// Files by content: a real-enough DOC (OLE compound header) and DOCX (ZIP holding word/document.xml).
export const DOC_FILE = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504, 0),
]);
export const DOCX_FILE = zipOf([
  { name: "[Content_Types].xml", data: "<Types/>" },
  { name: "word/document.xml", data: "<w:document/>" },
]);
export const ZIP_WITHOUT_WORD = zipOf([{ name: "xl/workbook.xml", data: "<workbook/>" }]);
export const PNG_FILE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

export function paperFields(w: PaperWorld, overrides: Record<string, string | number | null | undefined> = {}) {
  return {
    conf_id: w.confId,
    track_id: w.trackA,
    paper_title: "On the Analytical Engine",
    keywords: "engines, computing",
    abstract: "We describe an engine that computes.",
    ...overrides,
  };
}

export async function submitPaper(
  t: TestApp,
  token: string,
  fields: Record<string, string | number | null | undefined>,
  file: { fileName: string; data: Buffer } | null = { fileName: "paper.pdf", data: MINIMAL_PDF },
) {
  const mp = multipartBody(
    fields,
    file ? [{ name: "paper_file", fileName: file.fileName, contentType: "application/pdf", data: file.data }] : [],
  );
  return call(t.app, "POST", "/paper", { token, body: mp.payload, headers: mp.headers });
}

export async function updatePaper(
  t: TestApp,
  token: string,
  fields: Record<string, string | number | null | undefined>,
  file: { fileName: string; data: Buffer } | null = null,
) {
  const mp = multipartBody(fields, file ? [{ name: "paper_file", fileName: file.fileName, data: file.data }] : []);
  return call(t.app, "POST", "/paper/update", { token, body: mp.payload, headers: mp.headers });
}

export async function statusHistory(t: TestApp, paperId: number) {
  return t.ctx.db
    .selectFrom("paper_status_history")
    .selectAll()
    .where("paper_id", "=", paperId)
    .orderBy("id")
    .execute();
}

export async function auditActions(t: TestApp, paperId: number) {
  const rows = await t.ctx.db
    .selectFrom("audit_log")
    .select(["action", "actor_id"])
    .where("entity_type", "=", "paper")
    .where("entity_id", "=", paperId)
    .orderBy("id")
    .execute();
  return rows;
}
