// How the review phase's deadlines and instructions leave the server.
import type { PhaseDeadline } from "@symposia/domain";
import { sanitizeRichText } from "../../files/sanitizeHtml.js";
import { phaseDeadline } from "../../policy/reviewPhase.js";

/** A stored deadline with its zone and UTC instant, or null when none is set. */
export function deadlineOut(local: string | null, zone: string | null): PhaseDeadline | null {
  if (!local?.trim()) return null;
  const at = phaseDeadline(local, zone);
  return { local, timezone: zone || "UTC", at: at ? at.toISOString() : "" };
}

/** "2027-03-01 12:00 Europe/Berlin (2027-03-01 11:00 UTC)": the way mails write a deadline. */
export function deadlineText(d: PhaseDeadline | null): string {
  if (!d) return "not set";
  if (d.timezone === "UTC" || !d.at) return `${d.local} ${d.timezone}`;
  return `${d.local} ${d.timezone} (${d.at.slice(0, 16).replace("T", " ")} UTC)`;
}

// a tag the rich-text allow-list keeps: "a <b>bold</b> word" is HTML, "scores <3 or >5" is not
const LOOKS_LIKE_HTML =
  /<\/?(p|br|hr|strong|b|em|i|u|s|sub|sup|mark|h[1-4]|ul|ol|li|a|blockquote|code|pre|span)\b[^>]*>/i;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The Instructions setting as safe HTML. The setting is a plain textarea, so text without tags is
 * escaped and its blank-line paragraphs and line breaks kept; text with tags is taken as HTML.
 * Either way it passes the same allow-list as the CFP's rich text (files/sanitizeHtml.ts), and the
 * web app sanitises it again (SafeHtml).
 */
export function instructionsHtml(instructions: string | null): string {
  const text = instructions?.trim() ?? "";
  if (!text) return "";
  const html = LOOKS_LIKE_HTML.test(text)
    ? text
    : text
        .split(/\r?\n\s*\r?\n/)
        .map((para) => `<p>${escapeHtml(para).replace(/\r?\n/g, "<br>")}</p>`)
        .join("");
  return sanitizeRichText(html);
}
