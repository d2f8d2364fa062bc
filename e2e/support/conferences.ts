import { adminToken, apiOk } from "./api.js";

// Arranging conferences through the real API for the conference journeys.

let counter = 0;

/** A unique acronym for this run and worker (cards are found by it). */
export function uniqueAcronym(tag = "E2E"): string {
  counter += 1;
  return `${tag}${Date.now().toString(36).slice(-4).toUpperCase()}${process.env.TEST_WORKER_INDEX ?? "0"}${counter}`;
}

/** "YYYY-MM-DD" `days` from today (UTC, the browser's zone in these journeys). */
export function isoDay(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A complete create payload (part 1 §3) with dates a month ahead. */
export function conferencePayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const acronym = uniqueAcronym();
  return {
    event_name: `Symposium on Browser Testing ${acronym}`,
    acronym_title: acronym,
    start_date: isoDay(40),
    end_date: isoDay(42),
    your_role: "General Chair",
    estimated_no_of_submissions: 120,
    primary_area_id: 7,
    secondary_area_id: 21,
    area_notes: "End-to-end testing",
    other_info: "",
    event_web_page: "https://sbt.example.org",
    venue: "Harbour Hall",
    city: "Porto",
    state: "Porto District",
    country: "Portugal",
    timezone: "Europe/Lisbon",
    contact_email: "chairs@sbt.example.org",
    event_org_phone: "+351 22 000 0000",
    event_organizer: "SBT Society",
    event_org_web_page: "https://society.example.org",
    ...overrides,
  };
}

/** POST /conference as `token`; answers the new (Pending) conference's id. */
export async function createConference(
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; acronym: string }> {
  const payload = conferencePayload(overrides);
  const { id } = await apiOk<{ id: number }>("POST", "/conference", { token, json: payload });
  return { id, acronym: String(payload.acronym_title) };
}

/** An admin action on a conference: approve, reject, block or unblock. */
export async function conferenceAction(id: number, action: "approve" | "reject" | "block" | "unblock"): Promise<void> {
  await apiOk("POST", `/conference/${action}/${id}`, { token: await adminToken() });
}

/** A 1×1 PNG, for logo uploads. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
