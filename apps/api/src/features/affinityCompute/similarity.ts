// TF-IDF cosine similarity between a submission and each PC member's publications (the documented
// baseline of OpenReview's expertise service): each publication (title and abstract) is a document;
// a member's score for a paper is the best cosine of any of their publications with the paper's
// title, abstract and keywords. Scores are in [0, 1]. Documents are indexed once (an inverted list
// of each term's publications), so scoring a paper touches only the publications that share a
// term with it.
//
// Built for a large venue's committee (20,000 members with 20 publications each): the index is
// typed arrays (indexBuilder.ts), scoring adds into one reused array and keeps the best members in
// a small heap, so a paper costs the length of its terms' publication lists and nothing per pair.
import { TopMembers } from "./topMembers.js";
import { terms } from "./text.js";

export interface MemberScore {
  userId: number;
  score: number;
  /** the member's publications that matched, best first: [index into the docs, cosine] */
  matches: [number, number][];
}

/** The built index (indexBuilder.ts makes it). */
export interface IndexData {
  /** each kept term's id */
  termIds: ReadonlyMap<string, number>;
  /** each term id's stem, for explanations */
  termNames: readonly string[];
  idf: Float64Array;
  /** CSR by term: the publications holding term t are postDoc[postStart[t] .. postStart[t+1]), in order */
  postStart: Int32Array;
  postDoc: Int32Array;
  /** the term's weight in each of those publications' unit-length vectors */
  postWeight: Float64Array;
  /** each publication's member, as an index into memberIds */
  docMember: Int32Array;
  memberIds: readonly number[];
  /** CSR by member: their publications */
  memberStart: Int32Array;
  memberDoc: Int32Array;
}

export class PublicationIndex {
  private readonly termIds: ReadonlyMap<string, number>;
  private readonly termNames: readonly string[];
  private readonly idf: Float64Array;
  private readonly postStart: Int32Array;
  private readonly postDoc: Int32Array;
  private readonly postWeight: Float64Array;
  private readonly docMember: Int32Array;
  private readonly memberIds: readonly number[];
  private readonly memberStart: Int32Array;
  private readonly memberDoc: Int32Array;
  /** scoring's scratch: each publication's dot product with the query, and each member's best */
  private readonly dot: Float64Array;
  private readonly best: Float64Array;
  private readonly allowedMasks = new WeakMap<ReadonlySet<number>, Uint8Array>();

  constructor(data: IndexData) {
    ({
      termIds: this.termIds,
      termNames: this.termNames,
      idf: this.idf,
      postStart: this.postStart,
      postDoc: this.postDoc,
      postWeight: this.postWeight,
      docMember: this.docMember,
      memberIds: this.memberIds,
      memberStart: this.memberStart,
      memberDoc: this.memberDoc,
    } = data);
    this.dot = new Float64Array(this.docMember.length);
    this.best = new Float64Array(this.memberIds.length);
  }

  /** The query's unit-length vector over the indexed vocabulary (unknown words carry nothing). */
  private queryVector(text: string): Map<number, number> {
    const tf = new Map<number, number>();
    for (const term of terms(text)) {
      const id = this.termIds.get(term);
      if (id !== undefined) tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    const vector = new Map<number, number>();
    let norm = 0;
    for (const [id, n] of tf) {
      const weight = (1 + Math.log(n)) * this.idf[id]!;
      vector.set(id, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [id, weight] of vector) vector.set(id, weight / norm);
    return vector;
  }

  /** Whether each member may be scored: a mask per allowed set, kept while the set lives. */
  private maskOf(allowed: ReadonlySet<number>): Uint8Array {
    let mask = this.allowedMasks.get(allowed);
    if (!mask) {
      mask = new Uint8Array(this.memberIds.length);
      this.memberIds.forEach((id, m) => (mask![m] = allowed.has(id) ? 1 : 0));
      this.allowedMasks.set(allowed, mask);
    }
    return mask;
  }

  /** Every member with a publication sharing a term with the text, best first, at most `top`. */
  score(text: string, top: number, allowed?: ReadonlySet<number>): MemberScore[] {
    const { dot, best, docMember, postStart, postDoc, postWeight } = this;
    // every publication list of the text's terms, added into one array: no bookkeeping per entry
    // (a large venue's paper walks a million of them); the arrays are read and cleared whole after
    for (const [t, q] of this.queryVector(text)) {
      const end = postStart[t + 1]!;
      for (let k = postStart[t]!; k < end; k++) dot[postDoc[k]!]! += q * postWeight[k]!;
    }
    const mask = allowed ? this.maskOf(allowed) : null;
    for (let d = 0; d < dot.length; d++) {
      const value = dot[d]!;
      if (value === 0) continue;
      const m = docMember[d]!;
      if (mask && mask[m] === 0) continue;
      const cosine = value < 1 ? value : 1;
      if (cosine > best[m]!) best[m] = cosine;
    }
    const ranking = new TopMembers(top);
    for (let m = 0; m < best.length; m++) if (best[m]! > 0) ranking.offer(this.memberIds[m]!, best[m]!, m);
    const ranked = ranking.sorted().map(({ userId, score, member }) => {
      const matches: [number, number][] = [];
      for (let k = this.memberStart[member]!; k < this.memberStart[member + 1]!; k++) {
        const d = this.memberDoc[k]!;
        if (dot[d]! > 0) matches.push([d, Math.min(1, dot[d]!)]);
      }
      matches.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      return { userId, score, matches };
    });
    dot.fill(0);
    best.fill(0);
    return ranked;
  }

  /** The terms a text and a publication share, the ones that weigh most in their match first. */
  sharedTerms(text: string, doc: number, limit = 10): string[] {
    const shared: [string, number][] = [];
    for (const [t, q] of this.queryVector(text)) {
      const weight = this.weightIn(t, doc);
      if (weight > 0) shared.push([this.termNames[t]!, q * weight]);
    }
    return shared
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([term]) => term);
  }

  /** A term's weight in one publication (its list is in publication order: a binary search). */
  private weightIn(t: number, doc: number): number {
    let lo = this.postStart[t]!;
    let hi = this.postStart[t + 1]!;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.postDoc[mid]! < doc) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.postStart[t + 1]! && this.postDoc[lo] === doc ? this.postWeight[lo]! : 0;
  }
}

/** What a submission is compared by: title, abstract and keywords. */
export const submissionText = (p: { paper_title: string; abstract: string | null; keywords: string | null }) =>
  `${p.paper_title} ${p.abstract ?? ""} ${p.keywords ?? ""}`;
