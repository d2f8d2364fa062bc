import { useLocation, useParams } from "react-router";

function positiveInt(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The conference a screen is about: the `:confId` (or `:id`) URL segment when present, else the
 * navigation state's `conf_id` / `id` (how the spec passes it). Null when neither holds a
 * positive integer; screens then show their own "no conference chosen" state.
 */
export function useConferenceId(): number | null {
  return conferenceIdFrom(useParams(), useLocation().state);
}

/** useConferenceId's rule, for code outside React (app/routeData.ts reads the URL before the first render). */
export function conferenceIdFrom(params: Record<string, string | undefined>, navigationState: unknown): number | null {
  const fromUrl = positiveInt(params.confId) ?? positiveInt(params.id);
  if (fromUrl) return fromUrl;
  const state = (navigationState ?? null) as { conf_id?: unknown; id?: unknown } | null;
  return positiveInt(state?.conf_id) ?? positiveInt(state?.id);
}
