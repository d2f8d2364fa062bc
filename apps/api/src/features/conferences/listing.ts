import type { ConferenceListItem, ConferencePermission } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { toBase64 } from "./images.js";
import * as repo from "./repository.js";
import { submissionState } from "../../policy/submission.js";

/**
 * GET /conference: the conferences the caller may see, each with the caller's permissions, the
 * OC user ids and the caller's pending TPC invitations. A fixed number of queries whatever the
 * number of conferences.
 */
export async function listConferences(ctx: AppContext, user: AuthUser): Promise<ConferenceListItem[]> {
  const viewer = { id: user.id, isAdmin: user.role === "ADMIN" };
  const [rows, { oc, ...standing }] = await Promise.all([
    repo.listVisibleConferences(ctx.db, viewer),
    repo.viewerStandingAndOc(ctx.db, viewer),
  ]);

  const permissions = new Map<number, Set<ConferencePermission>>();
  const grant = (confId: number, p: ConferencePermission) => {
    if (!permissions.has(confId)) permissions.set(confId, new Set());
    permissions.get(confId)!.add(p);
  };
  for (const r of standing.superchair) if (r.permission === "SUPERCHAIR") grant(r.conf_id, "SUPERCHAIR");
  for (const r of standing.chairs) grant(r.conf_id, "TRACKCHAIR");
  for (const r of standing.tpc) if (r.status === 1) grant(r.conf_id, "REVIEWER");

  const invitations = new Map<number, ConferenceListItem["tpc_invitation"]>();
  for (const r of standing.tpc) {
    if (r.status !== 0) continue;
    const list = invitations.get(r.conf_id) ?? [];
    list.push({ id: r.id, track_id: r.track_id, track_name: r.track_name });
    invitations.set(r.conf_id, list);
  }

  const ocByConference = new Map<number, number[]>();
  for (const r of oc) {
    const list = ocByConference.get(r.conf_id) ?? [];
    list.push(r.user_id as number);
    ocByConference.set(r.conf_id, list);
  }

  // Always in the same order, so the list item's permissions compare equal across calls.
  const now = new Date();
  const ORDER: ConferencePermission[] = ["SUPERCHAIR", "TRACKCHAIR", "REVIEWER"];
  return rows.map((r) => ({
    id: r.id,
    event_name: r.event_name,
    acronym_title: r.acronym_title,
    venue: r.venue,
    city: r.city,
    state: r.state,
    country: r.country,
    logo: toBase64(r.logo),
    logo_mime_type: r.logo_mime_type,
    start_date: r.start_date,
    end_date: r.end_date,
    date_format: r.date_format,
    conference_status: r.conference_status,
    conf_id: r.id,
    permissions: ORDER.filter((p) => permissions.get(r.id)?.has(p)),
    oc_permissions: ocByConference.get(r.id) ?? [],
    tpc_invitation: invitations.get(r.id) ?? [],
    submission: submissionState(r, now),
  }));
}
