// Stored-XSS arrangement and trap for tests/xss.spec.ts: a conference whose every free-text field
// (names, conference settings, tracks, committee, CFP, paper, co-author, review, decision, mails)
// holds markup that would run script if it were ever rendered as HTML, and a check that fails on
// any sign that it did (a dialog, the window.__xss marker, an inline handler or javascript: URL
// in the DOM, a CSP violation, an uncaught error).
import type { Page } from "@playwright/test";
import { adminToken, apiOk, login, registerUser, type Account } from "./api.js";
import { updateConferenceSettings, utcLocal, submitPaperViaApi } from "./papers.js";
import { answerInvitationViaApi } from "./tpc.js";
import { inviteTpc } from "./reviews.js";

/**
 * Markup that executes script in every way a careless renderer would let it: an event handler, a
 * script element, an attribute break-out, a javascript: frame and link, and a plain alert. No
 * commas (TPC invitation lines are comma-separated) and short enough for 100-character names.
 */
const VARIANTS = [
  (tag: string) => `${tag}<img src=x onerror="window.__xss=1">`,
  (tag: string) => `${tag}<script>window.__xss=1</script>`,
  (tag: string) => `${tag}"><svg onload="window.__xss=1">`,
  (tag: string) => `${tag}<iframe src="javascript:window.__xss=1"></iframe>`,
  (tag: string) => `${tag}<img src=x onerror=alert(1)>`,
  (tag: string) => `${tag}<a href="javascript:window.__xss=1">go</a>`,
] as const;

let variant = 0;
/** One payload, led by a readable tag so the test can find the text on the page. */
export function evil(tag: string): string {
  variant = (variant + 1) % VARIANTS.length;
  return VARIANTS[variant]!(tag);
}

/** Rich text (CFP details) with every dangerous construct next to harmless formatting. */
export const EVIL_RICH_TEXT = [
  "<p><strong>CfpRich</strong> details</p>",
  '<img src=x onerror="window.__xss=1">',
  "<script>window.__xss=1</script>",
  '<a href="javascript:window.__xss=1">javascript link</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  "<svg><script>window.__xss=1</script></svg>",
  '<p style="background:url(javascript:window.__xss=1)" onclick="window.__xss=1">click</p>',
  "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>",
].join("");

/** Every free-text field's payload, led by a unique tag (`s`). */
function payloads(s: string) {
  return {
    chairFirst: evil(`ChairF${s}`),
    chairLast: evil(`ChairL${s}`),
    authorFirst: evil(`AuthF${s}`),
    authorLast: evil(`AuthL${s}`),
    authorAffiliation: evil(`AuthAff${s}`),
    reviewerFirst: evil(`RevF${s}`),
    reviewerLast: evil(`RevL${s}`),
    eventName: evil(`EventName${s}`),
    acronym: `XSS${s}<b>`,
    venue: evil(`Venue${s}`),
    city: evil(`City${s}`),
    state: evil(`State${s}`),
    areaNotes: evil(`AreaNotes${s}`),
    otherInfo: evil(`OtherInfo${s}`),
    organizer: evil(`Organizer${s}`),
    trackName: evil(`TrackName${s}`),
    trackShort: `TS${s}<i>`,
    trackDescription: evil(`TrackDesc${s}`),
    committeeFirst: evil(`CommF${s}`),
    committeeLast: evil(`CommL${s}`),
    committeeAffiliation: evil(`CommAff${s}`),
    paperTitle: evil(`PaperTitle${s}`),
    keywords: evil(`Keywords${s}`),
    abstract: evil(`Abstract${s}`),
    coauthorFirst: evil(`CoF${s}`),
    coauthorLast: evil(`CoL${s}`),
    remarks: evil(`Remarks${s}`),
    confidential: evil(`Confidential${s}`),
    decisionRemark: evil(`Decision${s}`),
    heading: evil(`Heading${s}`),
    message: evil(`Message${s}`),
    mailSubject: evil(`MailSubject${s}`),
    mailBody: evil(`MailBody${s}`),
    comment: evil(`Comment${s}`),
  };
}

export type XssTexts = ReturnType<typeof payloads>;

export interface XssWorld {
  confId: number;
  trackId: number;
  paperId: number;
  chair: Account;
  author: Account;
  reviewer: Account;
  /** field → the stored payload, for "shown as text" checks */
  text: XssTexts;
}

const stamp = () => Math.random().toString(36).slice(2, 6).toUpperCase();

/** Builds the whole poisoned world through the API (as its users would type it). */
export async function arrangeXssWorld(): Promise<XssWorld> {
  const s = stamp();
  const text = payloads(s);

  const chair = await registerUser({ first_name: text.chairFirst, last_name: text.chairLast });
  const author = await registerUser({
    first_name: text.authorFirst,
    last_name: text.authorLast,
    affiliation: text.authorAffiliation,
  });
  const reviewer = await registerUser({ first_name: text.reviewerFirst, last_name: text.reviewerLast });
  const [chairToken, authorToken, reviewerToken] = await Promise.all([
    login(chair.email, chair.password),
    login(author.email, author.password),
    login(reviewer.email, reviewer.password),
  ]);

  const year = new Date().getUTCFullYear() + 1;
  const { id: confId } = await apiOk<{ id: number }>("POST", "/conference", {
    token: chairToken,
    json: {
      event_name: text.eventName,
      acronym_title: text.acronym,
      start_date: `${year}-05-04`,
      end_date: `${year}-05-06`,
      your_role: evil(`Role${s}`),
      estimated_no_of_submissions: 50,
      primary_area_id: 7,
      secondary_area_id: 21,
      area_notes: text.areaNotes,
      other_info: text.otherInfo,
      event_web_page: "https://xss.example.org",
      venue: text.venue,
      city: text.city,
      state: text.state,
      country: "Portugal",
      timezone: "Europe/Lisbon",
      contact_email: "chairs@xss.example.org",
      event_org_phone: "+351 21 000 0000",
      event_organizer: text.organizer,
      event_org_web_page: "https://society.example.org",
    },
  });
  await apiOk("POST", `/conference/approve/${confId}`, { token: await adminToken() });
  await updateConferenceSettings(
    { id: confId, chairToken },
    { last_submission_date: utcLocal(7 * 24 * 3600_000), timezone_for_deadline: "UTC", disable_multiple_authors: 0 },
  );

  await apiOk("POST", "/track/", {
    token: chairToken,
    json: {
      conf_id: confId,
      track_name: text.trackName,
      track_short_name: text.trackShort,
      track_description: text.trackDescription,
    },
  });
  const [track] = await apiOk<{ id: number }[]>("GET", `/track/all/${confId}`, { token: chairToken });
  const trackId = track!.id;
  await apiOk("POST", `/cfp/${confId}`, {
    token: chairToken,
    json: {
      organizing_committee_type: 2,
      sequence: 1,
      first_name: text.committeeFirst,
      last_name: text.committeeLast,
      email: `committee.${s.toLowerCase()}@example.org`,
      country: "Portugal",
      affiliation: text.committeeAffiliation,
    },
  });
  await apiOk("POST", `/cfp-data/update/${confId}`, { token: chairToken, multipart: { cfp_details: EVIL_RICH_TEXT } });

  await inviteTpc(chairToken, confId, trackId, [reviewer]);
  await answerInvitationViaApi(reviewer, confId, "ACCEPT");

  const paper = await submitPaperViaApi(authorToken, {
    conf_id: confId,
    track_id: trackId,
    paper_title: text.paperTitle,
    keywords: text.keywords,
    abstract: text.abstract,
  });
  await apiOk("POST", `/paper/author-assign/${paper.id}`, {
    token: authorToken,
    json: {
      first_name: text.coauthorFirst,
      last_name: text.coauthorLast,
      email: `coauthor.${s.toLowerCase()}@example.org`,
      country: "Portugal",
      affiliation: evil(`CoAff${s}`),
    },
  });
  await apiOk("POST", `/paper/reviewer-assign/${paper.id}`, { token: chairToken, json: { reviewer_id: reviewer.id } });
  await apiOk("POST", `/paper/add-review/${paper.id}`, {
    token: reviewerToken,
    json: {
      reviewer_evaluation: 2,
      reviewer_confidence: 4,
      reviewer_remarks: text.remarks,
      reviewer_confidential_remarks: text.confidential,
    },
  });
  // a discussion comment as plain text (shown as written) and one as rich text (sanitised)
  await apiOk("POST", `/paper/comment/${paper.id}`, { token: reviewerToken, json: { comment: text.comment } });
  await apiOk("POST", `/paper/comment/${paper.id}`, {
    token: reviewerToken,
    json: { comment: EVIL_RICH_TEXT, comment_format: "html" },
  });
  await apiOk("POST", `/paper/final-review/${paper.id}`, {
    token: chairToken,
    json: { decision: "Accept", final_decision_remark: text.decisionRemark },
  });
  await apiOk("POST", `/paper/accepted-paper-email-tamplate/${paper.id}`, {
    token: chairToken,
    json: { heading: text.heading, message: text.message },
  });
  await apiOk("POST", `/paper/author-mail/${paper.id}`, {
    token: chairToken,
    json: { sender_email: "chairs", subject: text.mailSubject, message: text.mailBody },
  });
  await apiOk("POST", `/paper/notification-jobs/${confId}`, {
    token: chairToken,
    json: { status: 35, heading: text.heading, message: text.message },
  });

  return { confId, trackId, paperId: paper.id, chair, author, reviewer, text };
}

/** What went wrong on a screen; empty when the payloads stayed text. */
export interface XssTrap {
  problems(): Promise<string[]>;
}

/**
 * Arms the page: dialogs (alert/confirm/prompt) are recorded and dismissed, the window.__xss
 * marker and CSP violation reports are collected from the start of every document.
 */
export async function armXssTrap(page: Page): Promise<XssTrap> {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  return {
    async problems() {
      const inPage = await page.evaluate(() => {
        const w = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
        const found: string[] = [];
        if (w.__xss !== undefined) found.push(`window.__xss was set to ${String(w.__xss)}`);
        for (const v of w.__cspViolations ?? []) found.push(`CSP violation: ${v}`);
        // Markup that made it into the DOM as elements: inline handlers, javascript: URLs, frames
        // and inline scripts. React never writes on* attributes, so any is injected.
        for (const el of Array.from(document.querySelectorAll("*"))) {
          for (const attr of Array.from(el.attributes)) {
            const value = attr.value.trim().toLowerCase();
            if (attr.name.toLowerCase().startsWith("on")) found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
            else if (
              ["href", "src", "action", "formaction", "xlink:href"].includes(attr.name.toLowerCase()) &&
              value.startsWith("javascript:")
            ) {
              found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
            }
          }
          if (el.localName === "iframe" || el.localName === "object" || el.localName === "embed")
            found.push(`<${el.localName}> element`);
          // the page's own shell script, which the built index.html holds in its head (the CSP allows it by hash)
          const ownShell = el.parentElement === document.head && el.hasAttribute("data-entry");
          // and the answers a server-rendered page hands the app: data, never run, with no "<" in it
          // that could end it (apps/api/src/http/renderedPage.ts)
          const answers =
            el.id === "symposia-answers" &&
            (el as HTMLScriptElement).type === "application/json" &&
            el.previousElementSibling?.id === "root";
          if (answers && el.textContent?.includes("<")) found.push(`"<" in the page's answers`);
          if (el.localName === "script" && !(el as HTMLScriptElement).src && !ownShell && !answers)
            found.push(`inline <script>: ${el.textContent?.slice(0, 60)}`);
        }
        return found;
      });
      return [...dialogs.map((d) => `dialog ${d}`), ...inPage];
    },
  };
}
