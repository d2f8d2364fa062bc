// Who may run a track's programme committee, and the institution behind an email address (the
// institutional rule of policy/conflicts.ts).
import { CONFERENCE_STATUS, canRunTpcAdminActions, isSuperchair } from "@symposia/domain";
import type { ConferenceAccess } from "./conferenceAccess.js";
import { type Refusal, refusal } from "./refusal.js";

export const AUTO_ASSIGN_REFUSAL = "Only the administrator and the conference chairs may run Auto Assign.";
export const CONFERENCE_AUTO_ASSIGN_REFUSAL =
  "Only the administrator and the conference chairs may run Auto Assign over the whole conference.";
/** Refusal for the calls that run a track's TPC (invite, add, remove members). */
export const TPC_MANAGE_REFUSAL =
  "Only the conference chairs, the organising committee and this track's chairs may manage its TPC.";
export const TPC_CLOSED = "This conference is not approved, so its programme committee cannot be changed now.";
/** Refusal for the calls that change the whole programme committee at once (invite, add, move between tracks). */
export const PC_MANAGE_REFUSAL =
  "Only the conference chairs, the organising committee and an administrator may manage the whole programme committee.";

/**
 * Invite, add and remove TPC members and assign reviewers by hand: SUPERCHAIR, ADMIN, OC members
 * and the chairs of this very track (a chair of another track has no say here).
 */
export function canManageTpc(access: ConferenceAccess, trackId: number): boolean {
  return access.isAdmin || isSuperchair(access) || access.isOcMember || access.chairTrackIds.includes(trackId);
}

/**
 * The conference's whole programme committee at once (invite, add, move between tracks): the
 * people who may manage the TPC of every track: SUPERCHAIR, ADMIN and OC members (a track chair
 * runs their own track's TPC only).
 */
export function canManageConferencePc(access: ConferenceAccess): boolean {
  return access.isAdmin || isSuperchair(access) || access.isOcMember;
}

/**
 * Why the caller may not change the whole programme committee now (null: may): 403 for who they
 * are, 409 while the conference is not Approved (the ADMIN excepted), as for one track's TPC. The
 * Programme Committee page offers Invite, Add member and the track moves by the domain's
 * canManageConferencePcNow, the same rule (policy/tpc.test.ts holds the two together).
 */
export function whyNotManageConferencePc(access: ConferenceAccess, conferenceStatus: number): Refusal | null {
  if (!canManageConferencePc(access)) return refusal(403, PC_MANAGE_REFUSAL);
  return isTpcOpen(access, conferenceStatus) ? null : refusal(409, TPC_CLOSED);
}

/** Auto Assign and Send Mail to the TPC: ADMIN (as the spec says) and the conference's SUPERCHAIR. */
export const canAutoAssign = (access: ConferenceAccess) => canRunTpcAdminActions(access);
export const canMailTpc = (access: ConferenceAccess) => canRunTpcAdminActions(access);

/** The TPC changes only while the conference is Approved (the card offers the screen only then); ADMIN always. */
export function isTpcOpen(access: ConferenceAccess, conferenceStatus: number): boolean {
  return access.isAdmin || conferenceStatus === CONFERENCE_STATUS.APPROVED;
}

/**
 * Auto Assign on a track (preview, run, deploy, undo, affinity upload): 403 for anyone but the
 * ADMIN and the SUPERCHAIR, 409 while the conference is not Approved (the ADMIN excepted). The
 * TPC screen offers the button by the domain's canAutoAssignNow, the same rule
 * (policy/tpc.test.ts holds the two together).
 */
export function whyNotAutoAssign(
  access: ConferenceAccess,
  conferenceStatus: number,
  scope: "track" | "conference" = "track",
): Refusal | null {
  if (!canAutoAssign(access))
    return refusal(403, scope === "track" ? AUTO_ASSIGN_REFUSAL : CONFERENCE_AUTO_ASSIGN_REFUSAL);
  return isTpcOpen(access, conferenceStatus) ? null : refusal(409, TPC_CLOSED);
}

/**
 * Watching an Auto Assign run's progress: who may run it (the 403 part of whyNotAutoAssign),
 * whatever the conference's state, since watching changes nothing.
 */
export function whyNotWatchAutoAssign(access: ConferenceAccess, scope: "track" | "conference"): Refusal | null {
  return canAutoAssign(access)
    ? null
    : refusal(403, scope === "track" ? AUTO_ASSIGN_REFUSAL : CONFERENCE_AUTO_ASSIGN_REFUSAL);
}

/** Send Mail to a track's TPC or the whole PC: who may (canMailTpc); a reminder changes no membership, so in any state. */
export function whyNotMailTpc(access: ConferenceAccess): Refusal | null {
  return canMailTpc(access) ? null : refusal(403, "Only the administrator and the conference chairs may mail the TPC.");
}

const TRACK_CHAIRS = "Only the conference chairs, the organising committee and this track's chairs may";
/**
 * The work on a track's TPC beside its membership, for those who may manage it (canManageTpc): what
 * each refusal says, and whether the task changes the TPC (then only while the conference is
 * Approved, the ADMIN excepted) or only reads it.
 */
const TRACK_TPC_TASKS = {
  setQuota: { refusal: `${TRACK_CHAIRS} set reviewer quotas.`, changes: true },
  seeQuotas: { refusal: `${TRACK_CHAIRS} set reviewer quotas.`, changes: false },
  seeBids: { refusal: `${TRACK_CHAIRS} see its bids.`, changes: false },
  remindBidders: { refusal: `${TRACK_CHAIRS} remind its members.`, changes: true },
  seeAssignmentCounts: { refusal: `${TRACK_CHAIRS} see this.`, changes: false },
} as const;
export type TrackTpcTask = keyof typeof TRACK_TPC_TASKS;

/** Why the caller may not do `task` on the track's TPC now (null: may): 403 for who they are, then 409 for a closed TPC. */
export function whyNotTrackTpcTask(
  task: TrackTpcTask,
  access: ConferenceAccess,
  trackId: number,
  conferenceStatus: number,
): Refusal | null {
  const { refusal: text, changes } = TRACK_TPC_TASKS[task];
  if (!canManageTpc(access, trackId)) return refusal(403, text);
  return !changes || isTpcOpen(access, conferenceStatus) ? null : refusal(409, TPC_CLOSED);
}

/**
 * Assigning and removing a paper's reviewers by hand: those who manage the paper's track's TPC,
 * unless they wrote the paper or are conflicted with it (403), while the TPC is open (409).
 */
export function whyNotManagePaperReviewers(
  access: ConferenceAccess,
  paper: { trackId: number; conferenceStatus: number },
  viewer: { isAuthor: boolean; isConflicted: boolean },
): Refusal | null {
  if (!canManageTpc(access, paper.trackId)) return refusal(403, `${TRACK_CHAIRS} assign reviewers.`);
  if (viewer.isAuthor || viewer.isConflicted)
    return refusal(
      403,
      "You wrote this paper or have a conflict of interest with it, so you cannot manage its reviewers.",
    );
  return isTpcOpen(access, paper.conferenceStatus) ? null : refusal(409, TPC_CLOSED);
}

/**
 * Manage TPC Members and TPC Invitation on a track (invite, add, remove members): 403 for anyone
 * canManageTpc does not name, 409 while the conference is not Approved (the ADMIN excepted). The
 * TPC screen offers both buttons by the domain's canManageTrackTpcNow, the same rule
 * (policy/tpc.test.ts holds the two together).
 */
export function whyNotManageTpc(access: ConferenceAccess, trackId: number, conferenceStatus: number): Refusal | null {
  if (!canManageTpc(access, trackId)) return refusal(403, TPC_MANAGE_REFUSAL);
  return isTpcOpen(access, conferenceStatus) ? null : refusal(409, TPC_CLOSED);
}

// ---- conflicts of interest -------------------------------------------------------------------

/**
 * Mail providers anyone can sign up with: sharing one says nothing about a shared institution.
 * Entries ending in "." match any top-level domain (gmx.de, gmx.net, yandex.ru, …). The reserved
 * documentation and test domains (RFC 2606/6761) identify no institution either.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "web.de",
  "qq.com",
  "163.com",
  "126.com",
  "yeah.net",
  "sina.com",
  "aol.com",
  "mail.com",
  "mail.ru",
  "zoho.com",
  "fastmail.com",
  "tutanota.com",
  "tuta.io",
  "rediffmail.com",
  "naver.com",
  "hanmail.net",
  "daum.net",
  "libero.it",
  "orange.fr",
  "free.fr",
  "laposte.net",
  "t-online.de",
  "seznam.cz",
  "wp.pl",
  "o2.pl",
  "interia.pl",
  "rambler.ru",
  "inbox.ru",
  "bk.ru",
  "list.ru",
  "example.com",
  "example.org",
  "example.net",
  "localhost",
]);
const PUBLIC_MAIL_PREFIXES = ["gmx.", "yandex.", "yahoo.", "hotmail.", "outlook.", "live.", "aol."];
const RESERVED_SUFFIXES = [".test", ".example", ".invalid", ".localhost"];
/** Second-level labels under a country code that are not institutions themselves (ac.uk, edu.au, co.jp…). */
const GENERIC_SECOND_LEVEL = new Set([
  "ac",
  "co",
  "com",
  "edu",
  "gov",
  "net",
  "org",
  "or",
  "ne",
  "go",
  "res",
  "sch",
  "gob",
  "nic",
  "mil",
]);

/**
 * The institution an email address points to, as its registrable domain (cs.ox.ac.uk → ox.ac.uk,
 * mail.mit.edu → mit.edu), or null for a public mail provider.
 */
export function institutionalDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 0) return null;
  const host = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  const labels = host.split(".").filter(Boolean);
  if (labels.length < 2) return null;
  const last = labels[labels.length - 1]!;
  const second = labels[labels.length - 2]!;
  const keep = labels.length >= 3 && last.length === 2 && GENERIC_SECOND_LEVEL.has(second) ? 3 : 2;
  const domain = labels.slice(-keep).join(".");
  if (PUBLIC_MAIL_DOMAINS.has(domain) || PUBLIC_MAIL_DOMAINS.has(host)) return null;
  if (PUBLIC_MAIL_PREFIXES.some((prefix) => domain.startsWith(prefix))) return null;
  if (RESERVED_SUFFIXES.some((suffix) => `.${host}`.endsWith(suffix))) return null;
  return domain;
}
