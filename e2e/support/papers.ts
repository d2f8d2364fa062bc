// Arranges the world of the papers journeys through the real API: an approved conference with
// tracks, co-authors allowed, and a deadline the chair can move.
import { CONFERENCE_SETTINGS } from "@symposia/domain";
import { adminToken, apiOk, login, registerUser, type Account } from "./api.js";

export const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 " +
    "R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 " +
    "792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export interface PaperConference {
  id: number;
  acronym: string;
  chair: Account;
  chairToken: string;
  tracks: { id: number; track_name: string }[];
}

/** "YYYY-MM-DD HH:mm" in UTC, `offsetMs` from now (the conference's deadline zone is UTC). */
export function utcLocal(offsetMs: number): string {
  return new Date(Date.now() + offsetMs).toISOString().slice(0, 16).replace("T", " ");
}

// The call refuses fields it does not take, so only the settings are sent back.
const SETTING_KEYS = new Set(CONFERENCE_SETTINGS.map((def) => def.key as string));

/** POST /conference/update/{id} with the stored settings plus `changes` (as the Edit Conference form does). */
export async function updateConferenceSettings(
  conf: { id: number; chairToken: string },
  changes: Record<string, string | number | null>,
): Promise<void> {
  const [current] = await apiOk<Record<string, unknown>[]>("GET", `/conference/${conf.id}`, { token: conf.chairToken });
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...current, ...changes })) {
    if (!SETTING_KEYS.has(key) || value === null || value === undefined || typeof value === "object") continue;
    fields[key] = String(value);
  }
  await apiOk("POST", `/conference/update/${conf.id}`, { token: conf.chairToken, multipart: fields });
}

/** A chair's conference, approved by the admin, with the given tracks and a deadline a week ahead. */
export async function createPaperConference(trackNames: string[]): Promise<PaperConference> {
  const chair = await registerUser({ first_name: "Carla", last_name: "Chair" });
  const chairToken = await login(chair.email, chair.password);
  const year = new Date().getUTCFullYear() + 1;
  const acronym = `PAP${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const { id } = await apiOk<{ id: number }>("POST", "/conference", {
    token: chairToken,
    json: {
      event_name: `Papers Journey Conference ${acronym}`,
      acronym_title: acronym,
      start_date: `${year}-06-10`,
      end_date: `${year}-06-12`,
      your_role: "General Chair",
      estimated_no_of_submissions: 100,
      primary_area_id: 7,
      secondary_area_id: 21,
      area_notes: "Papers journeys",
      event_web_page: "https://papers.example.org",
      venue: "Congress Centre",
      city: "Lisbon",
      state: "Lisboa",
      country: "Portugal",
      timezone: "Europe/Lisbon",
      contact_email: "chairs@papers.example.org",
      event_org_phone: "+351 21 000 0000",
      event_organizer: "Papers Society",
      event_org_web_page: "https://society.example.org",
    },
  });
  await apiOk("POST", `/conference/approve/${id}`, { token: await adminToken() });
  const conf = { id, chairToken };
  await updateConferenceSettings(conf, {
    last_submission_date: utcLocal(7 * 24 * 3600_000),
    timezone_for_deadline: "UTC",
    disable_multiple_authors: 0,
  });
  const tracks = [];
  for (const track_name of trackNames) {
    await apiOk("POST", "/track/", {
      token: chairToken,
      json: {
        conf_id: id,
        track_name,
        track_short_name: track_name.slice(0, 6),
        track_description: `${track_name} papers`,
      },
    });
  }
  for (const t of await apiOk<{ id: number; track_name: string }[]>("GET", `/track/all/${id}`, { token: chairToken }))
    tracks.push({ id: t.id, track_name: t.track_name });
  return { id, acronym, chair, chairToken, tracks };
}

/** Submits a paper through the API (for papers the journey does not type in itself). */
export async function submitPaperViaApi(
  token: string,
  fields: { conf_id: number; track_id: number; paper_title: string; abstract?: string; keywords?: string },
) {
  return apiOk<{ id: number; paper_sequence: number }>("POST", "/paper/", {
    token,
    multipart: {
      conf_id: String(fields.conf_id),
      track_id: String(fields.track_id),
      paper_title: fields.paper_title,
      keywords: fields.keywords ?? "",
      abstract: fields.abstract ?? "An abstract.",
      paper_file: { blob: new Blob([MINIMAL_PDF], { type: "application/pdf" }), filename: "paper.pdf" },
    },
  });
}
