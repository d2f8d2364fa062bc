import { AREAS, CONFERENCE_SETTINGS, type SettingDef } from "@symposia/domain";
import type { ConferenceDetail } from "@symposia/domain";

/** The values of the settings form, by setting key. */
export type SettingsFormValues = Record<string, string | number | null>;

/** Today in the browser's own calendar: the first day the date pickers offer. */
export function todayForPickers(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Form values from a stored conference (numbers stay numbers, missing text becomes ""). */
export function formValuesFrom(
  conference: ConferenceDetail | null,
  defs: readonly SettingDef[] = CONFERENCE_SETTINGS,
): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const def of defs) {
    const stored = conference?.[def.key];
    if (def.kind === "flag")
      values[def.key] = stored === undefined || stored === null ? Number(def.default ?? 0) : Number(stored);
    else if (def.kind === "area") values[def.key] = stored === undefined || stored === null ? "" : String(stored);
    else if (def.kind === "int") values[def.key] = typeof stored === "number" ? stored : "";
    else
      values[def.key] =
        stored === undefined || stored === null
          ? conference
            ? ""
            : typeof def.default === "string"
              ? def.default
              : ""
          : String(stored);
  }
  return values;
}

/**
 * The multipart body of POST /conference/update/{id} for one page of Edit Conference: the page's
 * settings as typed (a blank clears an optional one), and the required settings of the other pages
 * as stored (the call wants every required one; an optional one left out keeps its value). What
 * is typed on other pages and not saved is not sent.
 */
export function settingsFormData(
  values: SettingsFormValues,
  files: { logo: File | null; banner: File | null },
  page?: { keys: ReadonlySet<string>; stored: SettingsFormValues },
): FormData {
  const form = new FormData();
  for (const def of CONFERENCE_SETTINGS) {
    if (def.managed) continue; // saved by its own editor (review form, decisions)
    const mine = !page || page.keys.has(def.key);
    if (!mine && !def.required) continue;
    const value = mine ? values[def.key] : page.stored[def.key];
    form.append(def.key, value === null || value === undefined ? "" : String(value));
  }
  if (files.logo) form.append("logo", files.logo);
  if (files.banner) form.append("banner", files.banner);
  return form;
}

/** A setting as read-only text on the details page: Yes/No for flags, names for areas. */
export function displayValue(def: SettingDef, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (def.kind === "flag") return Number(value) === 1 ? "Yes" : "No";
  if (def.kind === "area") return AREAS.find((a) => a.id === Number(value))?.name ?? String(value);
  return String(value);
}

/** An address a person typed, made safe to link to (http or https only). */
export function safeHref(url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `https://${url}`;
}
