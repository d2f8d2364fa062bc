import type { SubmissionTemplateLink } from "../answers/submission.js";

// The Submission Templates setting, one link a line: "Label | https://…" or a bare http(s) address
// (its last path part is the label). Read by the public pages and checked when a chair saves it:
// the same reading both ways, so what a chair saves is what authors are shown.

export const SUBMISSION_TEMPLATES_MAX = 50;

interface TemplateLine {
  label: string;
  address: string;
}

function lines(text: string | null | undefined): (TemplateLine | null)[] {
  return (text ?? "").split(/\r?\n/).map((line) => {
    const bar = line.lastIndexOf("|");
    const label = (bar >= 0 ? line.slice(0, bar) : "").trim();
    const address = (bar >= 0 ? line.slice(bar + 1) : line).trim();
    return address ? { label, address } : null;
  });
}

function httpUrl(address: string): URL | null {
  try {
    const url = new URL(address);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** Whether every %-escape is two hex digits and together they spell UTF-8 (what decodeURIComponent demands). */
function escapesDecode(address: string): boolean {
  try {
    decodeURIComponent(address);
    return true;
  } catch {
    return false;
  }
}

/** A path part shown as the label: decoded when it decodes, as written otherwise. */
function readablePart(part: string): string {
  return escapesDecode(part) ? decodeURIComponent(part) : part;
}

/**
 * The links authors are shown. Lines that are not http(s) links are left out (the page never
 * links to javascript: or data: addresses); a stored address with a broken %-escape (saved before
 * saving checked it) is shown as written rather than failing the page.
 */
export function templateLinks(text: string | null | undefined): SubmissionTemplateLink[] {
  const links: SubmissionTemplateLink[] = [];
  for (const line of lines(text)) {
    const url = line && httpUrl(line.address);
    if (!line || !url) continue;
    const fallback = readablePart(url.pathname.split("/").filter(Boolean).pop() ?? url.hostname);
    links.push({ label: (line.label || fallback).slice(0, 200), url: url.toString() });
  }
  return links.slice(0, SUBMISSION_TEMPLATES_MAX);
}

/**
 * Why the setting cannot be saved, or null: an http(s) address with a broken %-escape
 * (`https://example.org/%E0%A4%A`) would be a link that leads nowhere, so it is refused, naming
 * its line. Other lines keep their documented reading (not shown unless they are http(s) links).
 */
export function templateLinksProblem(text: string | null | undefined): string | null {
  const all = lines(text);
  for (const [i, line] of all.entries()) {
    if (line && httpUrl(line.address) && !escapesDecode(line.address)) {
      return `Line ${i + 1}: the address ${line.address.slice(0, 100)} has a broken %-escape (a % must be followed by two hex digits of a UTF-8 character).`;
    }
  }
  if (all.filter((l) => l && httpUrl(l.address)).length > SUBMISSION_TEMPLATES_MAX)
    return `At most ${SUBMISSION_TEMPLATES_MAX} template links are shown.`;
  return null;
}
