import type { ConferenceListItem } from "@symposia/domain";

/** A conference as GET /conference lists it (submissions open, no roles for the caller), `over` changed. */
export function conferenceListItem(id: number, over: Partial<ConferenceListItem> = {}): ConferenceListItem {
  return {
    id,
    conf_id: id,
    event_name: `Conference ${id}`,
    acronym_title: `C${id}`,
    venue: "Hall",
    city: "Lisbon",
    state: "Lisboa",
    country: "Portugal",
    logo: null,
    logo_mime_type: null,
    start_date: "2027-06-10",
    end_date: "2027-06-12",
    date_format: null,
    conference_status: 1,
    permissions: [],
    oc_permissions: [],
    tpc_invitation: [],
    submission: {
      nature: "Full paper",
      abstract_registration: false,
      accepts_file: true,
      abstract_required: true,
      mode: "automatic",
      registration_open: true,
      registration_refusal: null,
      file_open: true,
      file_optional_now: false,
      opens_at: null,
      registration_closes_at: "2027-05-01T12:00:00.000Z",
      abstract_deadline_at: null,
      file_deadline_at: "2027-05-01T12:00:00.000Z",
      timezone: "UTC",
    },
    ...over,
  };
}
