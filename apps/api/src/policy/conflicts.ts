// Conflicts of interest: the ONE answer to "is this user conflicted with this paper?".
// A pure function over facts loaded in bulk (features/conflicts/repository.ts loadConflictFacts):
// manual assignment, auto-assign, paper visibility, review visibility, decisions, lists and mails
// all ask ConflictIndex.isConflicted, never a rule of their own.
//
// - declared: a stored row with source author, reviewer or chair; conflicted while it exists;
// - detected (computed from current data, enforced unless a chair waived it for the pair): the
//   person is an author of the paper (by account, by email, or its submitter); shares an
//   institutional email domain with one of its authors (public mail providers excluded, see
//   institutionalDomain); co-authored another paper of the same conference with one of its authors;
//   or co-authored a recent publication with one of them (coauthorConflicts.ts);
// - suggested (never enforced): the same normalised affiliation as an author; chairs confirm it
//   (declare it, POST /paper/conflict) or dismiss it (POST /paper/conflict-waive).
import type { ConflictSource, ConflictType } from "@symposia/domain";
import { CONFERENCE_STATUS } from "@symposia/domain";
import { type DeadlineFacts, isBeforeSubmissionDeadline } from "./deadline.js";
import { institutionalDomain } from "./tpc.js";
import {
  type CoauthorshipFact,
  coauthoredReason,
  coauthorKeysOfPerson,
  indexCoauthorships,
} from "./coauthorConflicts.js";

export interface ConflictAuthorFact {
  paper_id: number;
  user_id: number | null;
  email: string;
  affiliation: string | null;
}
export interface ConflictPaperFact {
  id: number;
  created_by: number;
}
export interface StoredConflict {
  paper_id: number;
  user_id: number;
  conflict_type: string;
  source: string;
  reason: string;
  waived: number;
  waived_reason: string | null;
}
/** The person whose conflicts are asked about. */
export interface ConflictPerson {
  id: number;
  email: string;
  affiliation: string | null;
  /** the names, when known, for co-authorship found by name in publication lists */
  first_name?: string;
  last_name?: string;
}
export interface ConflictFacts {
  /** the papers asked about, and every other paper one of their authors wrote in the conference */
  papers: readonly ConflictPaperFact[];
  /** the author rows of all those papers */
  authors: readonly ConflictAuthorFact[];
  /** the paper_conflicts rows of the papers asked about */
  stored: readonly StoredConflict[];
  /** recent publications tying the papers asked about to people (coauthorConflicts.ts) */
  coauthorships?: readonly CoauthorshipFact[];
}
export interface ConflictReason {
  conflict_type: ConflictType;
  source: ConflictSource;
  reason: string;
  waived: boolean;
  waived_reason: string | null;
}

export const DECLARED_SOURCES: readonly ConflictSource[] = ["author", "reviewer", "chair"];
export const isDeclaredSource = (source: string) => (DECLARED_SOURCES as readonly string[]).includes(source);

const normalizeEmail = (email: string) => email.trim().toLowerCase();
/** "University of X, Dept. of CS" and "university of x dept of cs" are one affiliation. */
export const normalizeAffiliation = (affiliation: string | null | undefined) =>
  (affiliation ?? "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const userKey = (id: number) => `u:${id}`;
const emailKey = (email: string) => `e:${normalizeEmail(email)}`;
const authorKeys = (a: Pick<ConflictAuthorFact, "user_id" | "email">) =>
  a.user_id === null ? [emailKey(a.email)] : [userKey(a.user_id), emailKey(a.email)];
const personKeys = (p: Pick<ConflictPerson, "id" | "email">) => [userKey(p.id), emailKey(p.email)];

export const AUTHOR_REASON = "Author of the paper.";
export const COAUTHOR_REASON = "Co-authored another paper of this conference with an author of this paper.";
export const sameInstitutionReason = (domain: string) => `Same institution as an author of the paper (${domain}).`;
export const SAME_AFFILIATION_REASON =
  "Same affiliation as an author of the paper (suggested; a chair confirms or dismisses it).";

/** The facts indexed once per request, so each (paper, person) question costs the paper's authors only. */
/** A person's normalised facts, as the conflict rules compare them. */
interface PersonFacts {
  email: string;
  domain: string | null;
  papers: Set<number>;
  affiliation: string;
}

export class ConflictIndex {
  private readonly authorsByPaper = new Map<number, ConflictAuthorFact[]>();
  private readonly submitter = new Map<number, number>();
  /** identity key → the papers it wrote */
  private readonly papersByKey = new Map<string, Set<number>>();
  private readonly stored = new Map<string, StoredConflict[]>();
  private readonly storedByPaper = new Map<number, number[]>();
  private readonly coauthorships: Map<number, Map<string, CoauthorshipFact>>;

  constructor(facts: ConflictFacts) {
    this.coauthorships = indexCoauthorships(facts.coauthorships ?? []);
    const wrote = (key: string, paperId: number) => {
      const set = this.papersByKey.get(key);
      if (set) set.add(paperId);
      else this.papersByKey.set(key, new Set([paperId]));
    };
    for (const p of facts.papers) {
      this.submitter.set(p.id, p.created_by);
      wrote(userKey(p.created_by), p.id);
    }
    for (const a of facts.authors) {
      const list = this.authorsByPaper.get(a.paper_id);
      if (list) list.push(a);
      else this.authorsByPaper.set(a.paper_id, [a]);
      for (const key of authorKeys(a)) wrote(key, a.paper_id);
    }
    for (const s of facts.stored) {
      const key = `${s.paper_id}:${s.user_id}`;
      const list = this.stored.get(key);
      if (list) list.push(s);
      else this.stored.set(key, [s]);
      const users = this.storedByPaper.get(s.paper_id);
      if (users) users.push(s.user_id);
      else this.storedByPaper.set(s.paper_id, [s.user_id]);
    }
  }

  private authorsOf(paperId: number): ConflictAuthorFact[] {
    return this.authorsByPaper.get(paperId) ?? [];
  }

  private papersOf(keys: readonly string[]): Set<number> {
    const out = new Set<number>();
    for (const key of keys) for (const id of this.papersByKey.get(key) ?? []) out.add(id);
    return out;
  }

  // The normalised facts of a person and of a paper, computed once per index: Auto Assign asks
  // millions of pairs, and normalising emails, domains and affiliations again for each was most of it.
  private readonly personCache = new WeakMap<ConflictPerson, PersonFacts>();
  private readonly paperCache = new Map<number, { ids: Set<number>; emails: Set<string> }>();
  // the facts below are computed per paper when a question first needs them: a list page asks one
  // person about each of its papers, and most people have no institutional domain or paper of
  // their own, so the papers' domains and co-authored papers were computed for nothing
  private readonly domainCache = new Map<number, Set<string>>();
  private readonly coauthoredCache = new Map<number, Set<number>>();
  /** normalised affiliations per paper, for the suggestions only: isConflicted never needs them */
  private readonly affiliationCache = new Map<number, Set<string>>();

  // and by account: a list page asks about each review's reviewer, one object per review, so the
  // same few people come as a new object on every paper (their facts hang on id, email and
  // affiliation only; a stand-in without an account, id 0, may be anyone, so its email is compared)
  private readonly personCacheById = new Map<
    number,
    { email: string; affiliation: string | null; facts: PersonFacts }
  >();

  private personFacts(person: ConflictPerson): PersonFacts {
    let facts = this.personCache.get(person);
    if (facts) return facts;
    const byId = this.personCacheById.get(person.id);
    if (byId && byId.email === person.email && byId.affiliation === person.affiliation) facts = byId.facts;
    else {
      const email = normalizeEmail(person.email);
      facts = {
        email,
        domain: institutionalDomain(email),
        papers: this.papersOf(personKeys(person)),
        affiliation: normalizeAffiliation(person.affiliation),
      };
      this.personCacheById.set(person.id, { email: person.email, affiliation: person.affiliation, facts });
    }
    this.personCache.set(person, facts);
    return facts;
  }

  private paperFacts(paperId: number) {
    let facts = this.paperCache.get(paperId);
    if (!facts) {
      const authors = this.authorsOf(paperId);
      facts = {
        ids: new Set(authors.flatMap((a) => (a.user_id === null ? [] : [a.user_id]))),
        emails: new Set(authors.map((a) => normalizeEmail(a.email))),
      };
      this.paperCache.set(paperId, facts);
    }
    return facts;
  }

  private paperDomains(paperId: number): Set<string> {
    let domains = this.domainCache.get(paperId);
    if (!domains) {
      domains = new Set(this.authorsOf(paperId).flatMap((a) => institutionalDomain(a.email) ?? []));
      this.domainCache.set(paperId, domains);
    }
    return domains;
  }

  /** The papers this paper's authors (and submitter) wrote. */
  private coauthoredPapers(paperId: number): Set<number> {
    let papers = this.coauthoredCache.get(paperId);
    if (!papers) {
      const submitter = this.submitter.get(paperId);
      papers = this.papersOf([
        ...this.authorsOf(paperId).flatMap(authorKeys),
        ...(submitter === undefined ? [] : [userKey(submitter)]),
      ]);
      this.coauthoredCache.set(paperId, papers);
    }
    return papers;
  }

  private paperAffiliations(paperId: number): Set<string> {
    let affiliations = this.affiliationCache.get(paperId);
    if (!affiliations) {
      affiliations = new Set(this.authorsOf(paperId).map((a) => normalizeAffiliation(a.affiliation)));
      this.affiliationCache.set(paperId, affiliations);
    }
    return affiliations;
  }

  /** The rules computed from the data, without waivers. */
  private computed(
    paperId: number,
    person: ConflictPerson,
  ): {
    detected: Omit<ConflictReason, "waived" | "waived_reason">[];
    suggested: Omit<ConflictReason, "waived" | "waived_reason">[];
  } {
    const detected = this.detected(paperId, person);
    const me = this.personFacts(person);
    const suggested: Omit<ConflictReason, "waived" | "waived_reason">[] = [];
    if (
      me.affiliation &&
      !detected.some((d) => d.conflict_type === "Same institution") &&
      this.paperAffiliations(paperId).has(me.affiliation)
    ) {
      suggested.push({ conflict_type: "Same institution", source: "suggested", reason: SAME_AFFILIATION_REASON });
    }
    return { detected, suggested };
  }

  /** The detected rules (enforced unless waived), without the suggestions. */
  private detected(paperId: number, person: ConflictPerson): Omit<ConflictReason, "waived" | "waived_reason">[] {
    const paper = this.paperFacts(paperId);
    const me = this.personFacts(person);
    const detected: Omit<ConflictReason, "waived" | "waived_reason">[] = [];
    if (this.submitter.get(paperId) === person.id || paper.ids.has(person.id) || paper.emails.has(me.email)) {
      detected.push({ conflict_type: "Other", source: "detected", reason: AUTHOR_REASON });
    }
    if (me.domain && this.paperDomains(paperId).has(me.domain)) {
      detected.push({
        conflict_type: "Same institution",
        source: "detected",
        reason: sameInstitutionReason(me.domain),
      });
    }
    // co-authorship: a paper other than this one that the person and one of this paper's authors both wrote
    const coauthored = me.papers.size > 0 ? this.coauthoredPapers(paperId) : null;
    for (const id of me.papers) {
      if (id !== paperId && coauthored!.has(id)) {
        detected.push({ conflict_type: "Collaborator", source: "detected", reason: COAUTHOR_REASON });
        break;
      }
    }
    const publication = this.coauthoredPublication(paperId, person);
    if (publication)
      detected.push({
        conflict_type: "Collaborator",
        source: "detected",
        reason: coauthoredReason(publication.title, publication.year),
      });
    return detected;
  }

  /** The most recent publication the person wrote with one of the paper's authors, if any. */
  private coauthoredPublication(paperId: number, person: ConflictPerson): CoauthorshipFact | undefined {
    const byKey = this.coauthorships.get(paperId);
    if (!byKey) return undefined;
    let best: CoauthorshipFact | undefined;
    for (const key of coauthorKeysOfPerson(person)) {
      const f = byKey.get(key);
      if (f && (!best || f.year > best.year)) best = f;
    }
    return best;
  }

  /** For conflictedPairs: the keys of the people a recent publication ties to the paper. */
  coauthorKeysOf(paperId: number): Iterable<string> {
    return this.coauthorships.get(paperId)?.keys() ?? [];
  }

  /** For conflictedPairs: the submitter and the authors of the paper (account, email). */
  authorFactsOf(paperId: number): { userId: number | null; email: string }[] {
    const submitter = this.submitter.get(paperId);
    return [
      ...(submitter === undefined ? [] : [{ userId: submitter, email: "" }]),
      ...this.authorsOf(paperId).map((a) => ({ userId: a.user_id, email: a.email })),
    ];
  }

  /** For conflictedPairs: the people with a stored row (any source) on the paper. */
  storedUsersOf(paperId: number): number[] {
    return this.storedByPaper.get(paperId) ?? [];
  }

  /** For conflictedPairs: whether the person wrote any paper (only they can be co-authors). */
  hasPapers(person: Pick<ConflictPerson, "id" | "email">): boolean {
    return personKeys(person).some((key) => (this.papersByKey.get(key)?.size ?? 0) > 0);
  }

  /** The stored rows of the pair. */
  storedFor(paperId: number, userId: number): StoredConflict[] {
    return this.stored.get(`${paperId}:${userId}`) ?? [];
  }

  /** Every reason the pair is (or was, before a waiver) conflicted: declared, detected and suggested. */
  reasons(paperId: number, person: ConflictPerson): ConflictReason[] {
    const rows = this.storedFor(paperId, person.id);
    const waiver = (source: string) => rows.find((r) => r.source === source && r.waived === 1);
    const declared: ConflictReason[] = rows
      .filter((r) => isDeclaredSource(r.source))
      .map((r) => ({
        conflict_type: r.conflict_type as ConflictType,
        source: r.source as ConflictSource,
        reason: r.reason,
        waived: false,
        waived_reason: null,
      }));
    const { detected, suggested } = this.computed(paperId, person);
    const mark = (list: typeof detected, source: "detected" | "suggested"): ConflictReason[] => {
      const w = waiver(source);
      return list.map((c) => ({ ...c, waived: w !== undefined, waived_reason: w?.waived_reason ?? null }));
    };
    return [...declared, ...mark(detected, "detected"), ...mark(suggested, "suggested")];
  }

  /** THE predicate: a declared conflict, or a detected one no chair waived. Suggested ones never count. */
  isConflicted(paperId: number, person: ConflictPerson): boolean {
    // reasons() without building them: a declared row always counts; detected ones unless waived
    const rows = this.storedFor(paperId, person.id);
    if (rows.some((r) => isDeclaredSource(r.source))) return true;
    if (this.detected(paperId, person).length === 0) return false;
    return !rows.some((r) => r.source === "detected" && r.waived === 1);
  }

  /** The first enforced reason, for a 409 that says why. */
  refusal(paperId: number, person: ConflictPerson): string | null {
    const reason = this.reasons(paperId, person).find((r) => r.source !== "suggested" && !r.waived);
    return reason ? `Conflict of interest (${reason.conflict_type}): ${reason.reason}` : null;
  }
}

/**
 * Every conflicted (paper, person) pair among these papers and people: paper id → user ids in the
 * order of `people` (auto-assign's forbidden pairs). The answer is `isConflicted` on every pair, but
 * it is asked only of the people who could be conflicted with the paper at all (a stored row, an
 * author's account or email, an author's institution, or a paper of their own for co-authorship):
 * at 21,575 papers × 20,518 members, 440 million calls would take hours; these are about 1%.
 */
export function conflictedPairs(
  index: ConflictIndex,
  paperIds: readonly number[],
  people: readonly ConflictPerson[],
): Map<number, number[]> {
  const out = new Map<number, number[]>();
  const byId = new Map<number, number>();
  const byEmail = new Map<string, number[]>();
  const byDomain = new Map<string, number[]>();
  const byCoauthorKey = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  const withPapers: number[] = [];
  people.forEach((person, i) => {
    byId.set(person.id, i);
    const email = normalizeEmail(person.email);
    push(byEmail, email, i);
    const domain = institutionalDomain(email);
    if (domain) push(byDomain, domain, i);
    for (const key of coauthorKeysOfPerson(person)) push(byCoauthorKey, key, i);
    if (index.hasPapers(person)) withPapers.push(i);
  });
  const seen = new Int32Array(people.length).fill(-1);
  paperIds.forEach((paperId, n) => {
    const candidates: number[] = [];
    const add = (i: number | undefined) => {
      if (i === undefined || seen[i] === n) return;
      seen[i] = n;
      candidates.push(i);
    };
    for (const userId of index.storedUsersOf(paperId)) add(byId.get(userId));
    for (const fact of index.authorFactsOf(paperId)) {
      if (fact.userId !== null) add(byId.get(fact.userId));
      for (const i of byEmail.get(normalizeEmail(fact.email)) ?? []) add(i);
      const domain = institutionalDomain(fact.email);
      if (domain) for (const i of byDomain.get(domain) ?? []) add(i);
    }
    for (const i of withPapers) add(i);
    for (const key of index.coauthorKeysOf(paperId)) for (const i of byCoauthorKey.get(key) ?? []) add(i);
    candidates.sort((a, b) => a - b);
    const ids = candidates.filter((i) => index.isConflicted(paperId, people[i]!)).map((i) => people[i]!.id);
    if (ids.length > 0) out.set(paperId, ids);
  });
  return out;
}

/**
 * Why an author may not declare or remove a conflict on their paper now, or null: like the paper
 * itself, only while the conference is Approved and before the submission deadline. Chairs and
 * reviewers declare at any time.
 */
export function conflictDeclarationRefusal(
  conf: DeadlineFacts & { conference_status: number },
  now = new Date(),
): string | null {
  if (conf.conference_status !== CONFERENCE_STATUS.APPROVED) return "This conference is not open for submissions.";
  if (!isBeforeSubmissionDeadline(conf, now))
    return "The submission deadline has passed; ask the chairs to declare the conflict.";
  return null;
}
