// Writes an import plan into one conference, inside the caller's transaction, counting what it
// did. People are matched by email (case-insensitive) or made as invitees without a password; a
// role (authorship, TPC membership, track chair) attaches only to an account whose owner has proven
// the address (policy mayReceiveRole), else it is held as the other invitation paths hold it.
import {
  type ImportHeldRole,
  type ImportKindCount,
  type ImportRefusal,
  PAPER_STATUS,
  type SubmissionField,
  parseSubmissionFields,
  statusForOutcome,
} from "@symposia/domain";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { mayReceiveRole } from "../../policy/index.js";
import { currentReviewForm } from "../reviewForms/index.js";
import { setTagIn } from "../tags/index.js";
import { setLead } from "../metaReviews/index.js";
import { addTrackChair } from "../tracks/index.js";
import { conflictIndexFor, findPerson } from "../../access/index.js";
import { matchFields } from "./fields.js";
import { importedAnswers } from "./reviewAnswers.js";
import type {
  ImportPerson,
  ImportPlan,
  PlannedAssignment,
  PlannedMember,
  PlannedPaper,
  PlannedReview,
  RecordRef,
} from "./plan.js";
import * as repo from "./repository.js";

type Trx = Transaction<Database>;
const TPC_ACCEPTED = 1;
const TPC_HELD = 3;

export interface ApplyOutcome {
  counts: Record<string, ImportKindCount>;
  accounts: { created: string[]; matched: string[] };
  held: ImportHeldRole[];
  refused: ImportRefusal[];
  /** paper ids touched (for the audit entry) */
  paperIds: number[];
  /** accounts made here: they get a set-password mail only when the chair asks (notify = 1) */
  createdUserIds: number[];
}

interface Person {
  id: number;
  proven: boolean;
}

export class ImportWriter {
  private readonly people = new Map<string, Person | null>();
  readonly out: ApplyOutcome = {
    counts: {},
    accounts: { created: [], matched: [] },
    held: [],
    refused: [],
    paperIds: [],
    createdUserIds: [],
  };
  private tpc: Set<number> | null = null;
  private chairs: Set<number> | null = null;
  private fieldDefs: SubmissionField[] | null = null;
  private reviewForm: Awaited<ReturnType<typeof currentReviewForm>> | null = null;
  /** the conflict index of each paper asked about, until a write may change its conflicts */
  private readonly conflictIndexes = new Map<number, Awaited<ReturnType<typeof conflictIndexFor>>>();

  constructor(
    private readonly trx: Trx,
    private readonly confId: number,
    private readonly trackId: number,
    private readonly actorId: number,
  ) {}

  private count(kind: string, what: keyof ImportKindCount, n = 1) {
    (this.out.counts[kind] ??= { created: 0, updated: 0, removed: 0 })[what] += n;
  }

  private refuse(ref: RecordRef, reason: string) {
    this.out.refused.push({ ...ref, reason });
  }

  /** The account of an email: matched, or made as an invitee (null: a deactivated account). */
  private async person(p: ImportPerson, create = true): Promise<Person | null> {
    const key = repo.normalizeEmail(p.email);
    if (this.people.has(key)) return this.people.get(key)!;
    const found = await repo.findUserByEmail(this.trx, p.email);
    let person: Person | null = null;
    if (found) {
      if (found.status === 1 && found.deleted_at === null) person = { id: found.id, proven: mayReceiveRole(found) };
      if (!this.out.accounts.matched.includes(found.email)) this.out.accounts.matched.push(found.email);
    } else if (create) {
      const first_name = p.first_name || p.email.split("@")[0]!;
      const id = await repo.insertInvitee(this.trx, { ...p, first_name });
      person = { id, proven: true };
      this.out.accounts.created.push(p.email.trim());
      this.out.createdUserIds.push(id);
    }
    this.people.set(key, person);
    return person;
  }

  private async tpcIds(): Promise<Set<number>> {
    this.tpc ??= await repo.tpcUserIds(this.trx, this.confId);
    return this.tpc;
  }

  private async chairIds(): Promise<Set<number>> {
    this.chairs ??= await repo.trackChairIds(this.trx, this.confId);
    return this.chairs;
  }

  async apply(plan: ImportPlan): Promise<ApplyOutcome> {
    for (const member of plan.members) await this.member(member);
    for (const paper of plan.papers) await this.paper(paper);
    for (const a of plan.assignments) await this.assignment(a);
    for (const r of plan.reviews) await this.review(r);
    return this.out;
  }

  private async member({ ref, person: p, pc, chair }: PlannedMember) {
    const person = await this.person(p);
    if (!person) return this.refuse(ref, `${p.email} belongs to a deactivated account.`);
    if (pc && !(await repo.tpcMembership(this.trx, this.trackId, person.id))) {
      await repo.insertTpcMember(
        this.trx,
        this.trackId,
        person.id,
        person.proven ? TPC_ACCEPTED : TPC_HELD,
        this.actorId,
      );
      if (person.proven) (await this.tpcIds()).add(person.id);
      else this.out.held.push({ email: p.email.trim(), role: "pc_member" });
      this.count("pc_members", "created");
    }
    if (chair) await this.chair(p);
  }

  /**
   * A chair of the file (HotCRP's `chair` role, EasyChair's chair roles) becomes a chair of the
   * import's track, granted as Manage Chairs grants it (the tracks feature's addTrackChair: held
   * awaiting email verification for an unproven address, then attached on verification). Not the
   * conference-level chair: that standing (SUPERCHAIR) belongs to whoever proposed the conference and
   * no chair grants it by hand, so it has no held state either; the organising committee is the call
   * for papers' public listing. The track is where this import puts the papers and the PC, so its
   * chair has over them what a HotCRP or EasyChair chair had: the PC, the assignments, the conflicts
   * and the decisions. A chair joins the PC only when the file puts them on it too (HotCRP writes
   * `pc` with every chair, EasyChair lists its chairs on the PC).
   */
  private async chair(p: ImportPerson) {
    const account = (await repo.findUserByEmail(this.trx, p.email))!;
    const added = await addTrackChair(this.trx, { id: this.trackId, conf_id: this.confId }, account, this.actorId);
    if (!added) return;
    if (!added.held) (await this.chairIds()).add(account.id);
    if (added.held) this.out.held.push({ email: p.email.trim(), role: "track_chair" });
    this.count("track_chairs", "created");
  }

  private async paper(p: PlannedPaper) {
    // authors, owners and conflicts may change: every paper's conflicts are judged afresh
    this.conflictIndexes.clear();
    const existing = await repo.paperByExternalId(this.trx, this.confId, p.external_id);
    const authors: { person: Person; data: ImportPerson }[] = [];
    for (const a of p.authors ?? []) {
      const person = await this.person(a);
      if (!person) return this.refuse(p.ref, `Paper ${p.external_id}: ${a.email} belongs to a deactivated account.`);
      authors.push({ person, data: a });
    }
    const owner = authors.find((a) => a.person.proven)?.person.id;
    if (p.authors?.length && owner === undefined)
      return this.refuse(p.ref, `Paper ${p.external_id}: no author has proven their email address.`);
    const values: repo.PaperValues = {};
    if (p.title !== undefined) values.paper_title = p.title;
    if (p.abstract !== undefined) values.abstract = p.abstract;
    if (p.keywords !== undefined) values.keywords = p.keywords;
    if (p.decision) {
      values.decision = p.decision.outcome === "none" ? null : p.decision.label;
      values.status = p.decision.outcome === "none" ? PAPER_STATUS.SUBMITTED : statusForOutcome(p.decision.outcome);
    }
    if (p.withdrawn) values.status = PAPER_STATUS.WITHDRAWN;
    if (owner !== undefined) values.created_by = owner;
    let paperId: number;
    if (existing) {
      paperId = existing.id;
      await repo.updatePaper(this.trx, paperId, values);
      this.count("papers", "updated");
    } else {
      if (!p.title) {
        return this.refuse(
          p.ref,
          `Paper ${p.external_id} is not in the conference yet and the file gives no title (import the submissions first).`,
        );
      }
      const paper_sequence = await repo.nextPaperSequence(this.trx, this.confId);
      paperId = await repo.insertPaper(this.trx, {
        conf_id: this.confId,
        track_id: this.trackId,
        paper_sequence,
        external_id: p.external_id,
        created_by: owner ?? this.actorId,
        ...values,
      });
      this.count("papers", "created");
    }
    if (p.decision && p.decision.outcome !== "none") this.count("decisions", existing ? "updated" : "created");
    this.out.paperIds.push(paperId);
    if (p.authors) await this.syncAuthors(paperId, authors);
    if (p.topics) await this.syncTopics(paperId, p.topics);
    for (const c of p.conflicts ?? []) await this.conflict(p.ref, paperId, c.email, c.type, p.external_id);
    for (const tag of p.tags ?? []) await this.tag(p.ref, paperId, tag);
    if (p.fields && Object.keys(p.fields).length) await this.fields(paperId, p.fields);
    if (p.file) {
      const isPdf = p.file.data.subarray(0, 5).toString("latin1").startsWith("%PDF");
      if (!isPdf) return this.refuse(p.ref, `Paper ${p.external_id}: the included document is not a PDF.`);
      await repo.upsertPaperFile(this.trx, paperId, p.file.name, p.file.data);
      this.count("files", "created");
    }
  }

  /** Custom options that match an extra submission field by name join the paper's answers. */
  private async fields(paperId: number, options: Record<string, string>) {
    this.fieldDefs ??= parseSubmissionFields(await repo.submissionFieldDefs(this.trx, this.confId));
    const matched = matchFields(this.fieldDefs, options);
    if (!Object.keys(matched).length) return;
    const stored = (await repo.paperFieldValues(this.trx, paperId))?.submission_fields;
    const before = stored ? (JSON.parse(stored) as Record<string, unknown>) : {};
    await repo.setPaperFieldValues(this.trx, paperId, JSON.stringify({ ...before, ...matched }));
    this.count("submission_fields", "updated", Object.keys(matched).length);
  }

  private async syncAuthors(paperId: number, authors: { person: Person; data: ImportPerson }[]) {
    const before = await repo.authorsOf(this.trx, paperId);
    const kept = new Set<number>();
    for (const [i, { person, data }] of authors.entries()) {
      const values = {
        user_id: person.id,
        first_name: data.first_name || data.email.split("@")[0]!,
        last_name: data.last_name,
        email: data.email,
        country: data.country,
        affiliation: data.affiliation,
        author_order: i + 1,
        // an unproven account is listed but is no author until its owner proves the address
        confirmed: person.proven ? 1 : 0,
      };
      const row = before.find((b) => b.email_normalized === repo.normalizeEmail(data.email) && !kept.has(b.id));
      if (row) {
        kept.add(row.id);
        await repo.updateAuthor(this.trx, row.id, values);
        this.count("authors", "updated");
      } else {
        await repo.insertAuthor(this.trx, paperId, values);
        this.count("authors", "created");
      }
    }
    const gone = before.filter((b) => !kept.has(b.id)).map((b) => b.id);
    await repo.deleteAuthors(this.trx, gone);
    if (gone.length) this.count("authors", "removed", gone.length);
  }

  private async syncTopics(paperId: number, names: string[]) {
    const known = await repo.topicsOf(this.trx, this.confId);
    const ids: number[] = [];
    for (const name of names) {
      let topic = known.find((t) => t.name.toLowerCase() === name.toLowerCase());
      if (!topic) {
        const position = known.length;
        topic = { id: await repo.insertTopic(this.trx, this.confId, name, position), name, position };
        known.push(topic);
        this.count("topics", "created");
      }
      if (!ids.includes(topic.id)) ids.push(topic.id);
    }
    await repo.setPaperTopics(this.trx, paperId, ids);
  }

  /**
   * A conflict names someone on the conference's programme committee: a PC member or a track chair
   * (a chair may be conflicted with a paper too); any other email is refused.
   */
  private async conflict(ref: RecordRef, paperId: number, email: string, type: string, externalId: string) {
    const found = await repo.findUserByEmail(this.trx, email);
    if (!found || !((await this.tpcIds()).has(found.id) || (await this.chairIds()).has(found.id))) {
      return this.refuse(
        ref,
        `Paper ${externalId}: the conflict names ${email}, who is not on the programme committee.`,
      );
    }
    const existing = await repo.chairConflict(this.trx, paperId, found.id);
    this.conflictIndexes.delete(paperId);
    if (existing) {
      if (existing.conflict_type !== type) await repo.updateConflictType(this.trx, existing.id, type);
      this.count("conflicts", "updated");
    } else {
      await repo.insertConflict(this.trx, paperId, found.id, type, this.actorId);
      this.count("conflicts", "created");
    }
  }

  private async assignment(a: PlannedAssignment) {
    const paper = await repo.paperByExternalId(this.trx, this.confId, a.external_id);
    if (!paper) return this.refuse(a.ref, `No paper ${a.external_id} in this conference.`);
    if (a.action === "tag") return this.tag(a.ref, paper.id, a.tag ?? "");
    if (a.action === "conflict") return this.conflict(a.ref, paper.id, a.email, "Other", a.external_id);
    const user = await repo.findUserByEmail(this.trx, a.email);
    if (a.action === "clearconflict") {
      const existing = user ? await repo.chairConflict(this.trx, paper.id, user.id) : undefined;
      if (existing) {
        this.conflictIndexes.delete(paper.id);
        await repo.deleteConflict(this.trx, existing.id);
        this.count("conflicts", "removed");
      }
      return;
    }
    if (!user || !(await this.tpcIds()).has(user.id))
      return this.refuse(a.ref, `${a.email} is not on the programme committee.`);
    const existing = await repo.assignment(this.trx, paper.id, user.id);
    if (a.action === "lead") return this.lead(a, paper.id, user.id, existing !== undefined);
    if (a.action === "clearreview") {
      if (!existing) return;
      if (existing.reviewed_at) return this.refuse(a.ref, `${a.email} has already reviewed paper ${a.external_id}.`);
      await repo.deleteAssignment(this.trx, existing.id);
      return this.count("assignments", "removed");
    }
    const conflicted = await this.conflictOf(paper.id, user.id);
    if (conflicted) return this.refuse(a.ref, `${a.email} has a conflict with paper ${a.external_id}. ${conflicted}`);
    if (existing) return this.count("assignments", "updated");
    await repo.insertAssignment(this.trx, paper.id, user.id, this.actorId);
    this.count("assignments", "created");
  }

  /**
   * Why the member may neither review nor lead the paper, or null: the conflict index's answer, as
   * POST /paper/reviewer-assign and POST /paper/lead judge it: declared conflicts and the derived ones
   * (an author, the authors' institutional mail domain, co-authorship) that no chair waived, not
   * only the stored conflict rows.
   */
  private async conflictOf(paperId: number, userId: number): Promise<string | null> {
    const person = await findPerson(this.trx, userId);
    if (!person) return null;
    let index = this.conflictIndexes.get(paperId);
    if (!index) {
      index = await conflictIndexFor(this.trx, [paperId]);
      this.conflictIndexes.set(paperId, index);
    }
    const why = index.refusal(paperId, person);
    return why === null || why.endsWith(".") ? why : `${why}.`;
  }

  /** A tag on a paper, as the importing chair sets it (a private ~tag is theirs, as in HotCRP). */
  private async tag(ref: RecordRef, paperId: number, typed: string) {
    const done = await setTagIn(this.trx, { id: paperId, conf_id: this.confId }, typed, this.actorId);
    if (!done)
      return this.refuse(ref, `"${typed}" is not a tag name (letters, digits, _ : -, an optional ~ or ~~ and #value).`);
    this.count("tags", done);
  }

  /** The paper's lead reviewer: as POST /paper/lead names one, an assigned reviewer without a conflict. */
  private async lead(a: PlannedAssignment, paperId: number, userId: number, assigned: boolean) {
    if (!assigned)
      return this.refuse(
        a.ref,
        `${a.email} is not a reviewer of paper ${a.external_id}: a lead is one of its assigned reviewers.`,
      );
    const conflicted = await this.conflictOf(paperId, userId);
    if (conflicted) return this.refuse(a.ref, `${a.email} has a conflict with paper ${a.external_id}. ${conflicted}`);
    const done = await setLead(this.trx, paperId, userId, this.actorId, nowIso());
    if (done) this.count("leads", done);
  }

  /**
   * An EasyChair review: its reviewer is assigned, then its overall evaluation, confidence and text
   * become that reviewer's submitted review on the current form (a new version only when they changed).
   */
  private async review(r: PlannedReview) {
    const refusals = this.out.refused.length;
    await this.assignment({ ref: r.ref, external_id: r.external_id, action: "review", email: r.email });
    if (this.out.refused.length > refusals) return;
    this.reviewForm ??= await currentReviewForm(this.trx, this.confId);
    const answers = importedAnswers(this.reviewForm, r);
    if (!answers) return;
    if ("refusal" in answers)
      return this.refuse(r.ref, `Review of submission ${r.external_id} by ${r.email}: ${answers.refusal}.`);
    const paper = (await repo.paperByExternalId(this.trx, this.confId, r.external_id))!;
    const user = (await repo.findUserByEmail(this.trx, r.email))!;
    const existing = (await repo.assignment(this.trx, paper.id, user.id))!;
    const json = JSON.stringify(answers.values);
    if (existing.reviewed_at && existing.answers === json && existing.form_version === this.reviewForm.version) return;
    await repo.saveImportedReview(this.trx, existing.id, {
      paper_id: paper.id,
      user_id: user.id,
      values: answers.values,
      form_version: this.reviewForm.version,
      submitted_at: r.submitted_at ?? nowIso(),
    });
    this.count("reviews", existing.reviewed_at ? "updated" : "created");
  }
}
