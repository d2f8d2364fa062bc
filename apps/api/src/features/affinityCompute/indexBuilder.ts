// Builds the publication index a publication at a time, so a large committee's publications can be
// read from the database in chunks and their text let go once counted: what stays is typed arrays,
// about 12 bytes per distinct term of a publication (20,000 members × 20 publications: ~400 MB
// while building, ~200 MB after).
//
// A term found in more than a tenth of the publications of a large corpus (over 1,000 of them) is
// left out, as scikit-learn's `max_df` leaves out corpus-specific stop words: such a word ("model",
// "network" in a machine-learning venue) tells members apart little, while its publication list is
// what every paper would have to walk. A small committee keeps every word.
import { GrowableArray } from "./growableArray.js";
import { PublicationIndex } from "./similarity.js";
import { terms } from "./text.js";

export interface PublicationDoc {
  userId: number;
  title: string;
  abstract: string | null;
}

const MAX_DOCUMENT_SHARE = 0.1;
const MAX_DOCUMENT_FLOOR = 1_000;

export class PublicationIndexBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly termNames: string[] = [];
  /** each publication's distinct terms (first occurrence first) with their counts, as CSR */
  private readonly docStart = new GrowableArray(Int32Array);
  private readonly docTerm = new GrowableArray(Int32Array);
  private readonly docCount = new GrowableArray(Int32Array);
  private readonly df = new GrowableArray(Int32Array);
  private readonly memberIndex = new Map<number, number>();
  private readonly memberIds: number[] = [];
  private readonly docMember = new GrowableArray(Int32Array);
  private readonly counts = new Map<number, number>();

  constructor() {
    this.docStart.push(0);
  }

  /** Adds the next publication: its position in the order added is its doc number in matches. */
  add(doc: PublicationDoc): void {
    const counts = this.counts;
    counts.clear();
    for (const term of terms(`${doc.title} ${doc.abstract ?? ""}`)) {
      let id = this.termIds.get(term);
      if (id === undefined) {
        id = this.termIds.size;
        this.termIds.set(term, id);
        this.termNames.push(term);
        this.df.push(0);
      }
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [id, n] of counts) {
      this.docTerm.push(id);
      this.docCount.push(n);
      this.df.set(id, this.df.get(id) + 1);
    }
    this.docStart.push(this.docTerm.length);
    let member = this.memberIndex.get(doc.userId);
    if (member === undefined) {
      member = this.memberIds.length;
      this.memberIndex.set(doc.userId, member);
      this.memberIds.push(doc.userId);
    }
    this.docMember.push(member);
  }

  finish(): PublicationIndex {
    const N = this.docMember.length;
    const T = this.termIds.size;
    // smoothed idf: a term in every publication still counts a little, one in none does not exist
    const maxDf = N > MAX_DOCUMENT_FLOOR ? Math.max(MAX_DOCUMENT_FLOOR, Math.floor(MAX_DOCUMENT_SHARE * N)) : N;
    const idf = new Float64Array(T);
    const postStart = new Int32Array(T + 1);
    for (let t = 0; t < T; t++) {
      const n = this.df.get(t);
      if (n > maxDf) continue; // left out: idf 0, no publication list
      idf[t] = Math.log((1 + N) / (1 + n)) + 1;
      postStart[t + 1] = n;
    }
    for (let t = 0; t < T; t++) postStart[t + 1]! += postStart[t]!;
    const termIds = new Map([...this.termIds].filter(([, id]) => idf[id]! > 0));

    const fill = postStart.slice(0, T);
    const postDoc = new Int32Array(postStart[T]!);
    const postWeight = new Float64Array(postStart[T]!);
    const starts = this.docStart.view();
    const termOf = this.docTerm.view();
    const countOf = this.docCount.view();
    for (let d = 0; d < N; d++) {
      let norm = 0;
      for (let k = starts[d]!; k < starts[d + 1]!; k++) {
        const weight = (1 + Math.log(countOf[k]!)) * idf[termOf[k]!]!;
        norm += weight * weight;
      }
      norm = Math.sqrt(norm) || 1;
      for (let k = starts[d]!; k < starts[d + 1]!; k++) {
        const t = termOf[k]!;
        if (idf[t] === 0) continue;
        const at = fill[t]!++;
        postDoc[at] = d;
        postWeight[at] = ((1 + Math.log(countOf[k]!)) * idf[t]!) / norm;
      }
    }

    const docMember = this.docMember.view().slice();
    const M = this.memberIds.length;
    const memberStart = new Int32Array(M + 1);
    for (let d = 0; d < N; d++) memberStart[docMember[d]! + 1]!++;
    for (let m = 0; m < M; m++) memberStart[m + 1]! += memberStart[m]!;
    const next = memberStart.slice(0, M);
    const memberDoc = new Int32Array(N);
    for (let d = 0; d < N; d++) memberDoc[next[docMember[d]!]!++] = d;

    return new PublicationIndex({
      termIds,
      termNames: this.termNames,
      idf,
      postStart,
      postDoc,
      postWeight,
      docMember,
      memberIds: this.memberIds,
      memberStart,
      memberDoc,
    });
  }
}

/** The index of publications given at once (an explanation's, a test's). */
export function indexPublications(docs: Iterable<PublicationDoc>): PublicationIndex {
  const builder = new PublicationIndexBuilder();
  for (const doc of docs) builder.add(doc);
  return builder.finish();
}
