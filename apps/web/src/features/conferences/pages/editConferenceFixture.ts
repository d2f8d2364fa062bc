// What Edit Conference's tests read from the API: a stored conference and the page's other reads.
import type { ConferenceDetail } from "@symposia/domain";
import { jsonResponse } from "../../../test/render";
import { formValuesFrom } from "../settingValues";

export const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A stored conference whose every setting is valid (the catalogue's defaults plus the required ones). */
export function conference(over: Record<string, unknown> = {}): ConferenceDetail {
  return {
    ...formValuesFrom(null),
    id: 3,
    conf_id: 3,
    event_name: "Symposium on Tabs",
    acronym_title: "SOT",
    start_date: isoDay(40),
    end_date: isoDay(42),
    event_web_page: "https://sot.example.org",
    your_role: "General Chair",
    estimated_no_of_submissions: 120,
    primary_area_id: 7,
    secondary_area_id: 21,
    area_notes: "Tabs",
    venue: "Harbour Hall",
    city: "Porto",
    state: "Porto District",
    country: "Portugal",
    timezone: "Europe/Lisbon",
    contact_email: "chairs@sot.example.org",
    event_org_phone: "+351 22 000 0000",
    event_organizer: "SOT Society",
    event_org_web_page: "https://society.example.org",
    conference_status: 1,
    logo: null,
    logo_mime_type: null,
    banner: null,
    banner_mime_type: null,
    last_submission_at: null,
    permissions: ["SUPERCHAIR"],
    oc_permissions: [],
    can_update: true,
    updated_at: "2026-01-01T00:00:00.000Z",
    ...over,
  } as unknown as ConferenceDetail;
}

/** The answer to one of the page's reads of conference 3 (`conf` stored), or Not found. */
export function pageRead(url: URL, conf: ConferenceDetail = conference()): Response {
  if (url.pathname === "/api/conference/3") return ok([conf]);
  if (url.pathname === "/api/conference/topics/3") return ok([{ id: 1, name: "Compilers" }]);
  if (url.pathname === "/api/conference/submission-fields/3") return ok({ fields: [] });
  if (url.pathname === "/api/conference/submission-file-slots/3")
    return ok({ conf_id: 3, slots: [], upload_limit_mb: 20 });
  return jsonResponse(404, { success: false, message: "Not found.", result: null });
}
