import type { ConferenceListItem } from "@symposia/domain";

export type { ConferenceListItem, PublicCfpListItem } from "@symposia/domain";

/** GET /conference/{id}, first item: every setting plus images and the caller's standing. */
export interface ConferenceDetail extends Record<string, unknown> {
  id: number;
  conf_id: number;
  event_name: string;
  acronym_title: string;
  start_date: string;
  end_date: string;
  venue: string;
  city: string;
  state: string;
  country: string;
  conference_status: number;
  logo: string | null;
  logo_mime_type: string | null;
  banner: string | null;
  banner_mime_type: string | null;
  permissions: ConferenceListItem["permissions"];
  oc_permissions: number[];
  /** whether the caller may save the Edit Conference form now */
  can_update: boolean;
}

/** A data: URL for a base64 image from the API, or null. */
export function imageSrc(data: string | null | undefined, mime: string | null | undefined): string | null {
  return data && mime ? `data:${mime};base64,${data}` : null;
}

export const conferenceKeys = {
  all: ["conferences"] as const,
  list: () => ["conferences", "list"] as const,
  detail: (id: number) => ["conferences", "detail", id] as const,
  publicList: () => ["conferences", "public-cfp-list"] as const,
};
