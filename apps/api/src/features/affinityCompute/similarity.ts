// TF-IDF cosine similarity between a submission and each PC member's publications (the documented
// baseline of OpenReview's expertise service): each publication (title and abstract) is a document;
// a member's score for a paper is the best cosine of any of their publications with the paper's
// title, abstract and keywords. Scores are in [0, 1]. Documents are indexed once (an inverted list
// of each term's publications), so scoring a paper touches only the publications that share a
// term with it.
import { terms } from "./text.js";

export interface PublicationDoc {
  id: number;
  userId: number;
  title: string;
  abstract: string | null;
}

export interface MemberScore {
  userId: number;
  score: number;
  /** the member's publications that matched, best first: [index into the docs, cosine] */
  matches: [number, number][];
}

export class PublicationIndex {
  private readonly idf = new Map<string, number>();
  /** term → [doc index, the term's weight in the unit-length doc vector] */
  private readonly postings = new Map<string, [number, number][]>();
  private readonly docTerms: Map<string, number>[] = [];

  constructor(readonly docs: readonly PublicationDoc[]) {
    const counts = docs.map((d) => {
      const tf = new Map<string, number>();
      for (const term of terms(`${d.title} ${d.abstract ?? ""}`)) tf.set(term, (tf.get(term) ?? 0) + 1);
      return tf;
    });
    const df = new Map<string, number>();
    for (const tf of counts) for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    // smoothed idf: a term in every publication still counts a little, one in none does not exist
    for (const [term, n] of df) this.idf.set(term, Math.log((1 + docs.length) / (1 + n)) + 1);
    counts.forEach((tf, i) => {
      const weights = new Map<string, number>();
      let norm = 0;
      for (const [term, n] of tf) {
        const weight = (1 + Math.log(n)) * this.idf.get(term)!;
        weights.set(term, weight);
        norm += weight * weight;
      }
      norm = Math.sqrt(norm) || 1;
      for (const [term, weight] of weights) {
        const unit = weight / norm;
        weights.set(term, unit);
        const list = this.postings.get(term);
        if (list) list.push([i, unit]);
        else this.postings.set(term, [[i, unit]]);
      }
      this.docTerms.push(weights);
    });
  }

  /** The query's unit-length vector over the indexed vocabulary (unknown words carry nothing). */
  queryVector(text: string): Map<string, number> {
    const tf = new Map<string, number>();
    for (const term of terms(text)) if (this.idf.has(term)) tf.set(term, (tf.get(term) ?? 0) + 1);
    const vector = new Map<string, number>();
    let norm = 0;
    for (const [term, n] of tf) {
      const weight = (1 + Math.log(n)) * this.idf.get(term)!;
      vector.set(term, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [term, weight] of vector) vector.set(term, weight / norm);
    return vector;
  }

  /** Every member with a publication sharing a term with the text, best first, at most `top`. */
  score(text: string, top: number, allowed?: ReadonlySet<number>): MemberScore[] {
    const query = this.queryVector(text);
    const dots = new Map<number, number>();
    for (const [term, q] of query) {
      for (const [doc, d] of this.postings.get(term) ?? []) dots.set(doc, (dots.get(doc) ?? 0) + q * d);
    }
    const byMember = new Map<number, MemberScore>();
    for (const [doc, dot] of dots) {
      const userId = this.docs[doc]!.userId;
      if (allowed && !allowed.has(userId)) continue;
      const cosine = Math.min(1, dot);
      const member = byMember.get(userId);
      if (!member) byMember.set(userId, { userId, score: cosine, matches: [[doc, cosine]] });
      else {
        member.matches.push([doc, cosine]);
        if (cosine > member.score) member.score = cosine;
      }
    }
    const ranked = [...byMember.values()].sort((a, b) => b.score - a.score || a.userId - b.userId).slice(0, top);
    for (const m of ranked) m.matches.sort((a, b) => b[1] - a[1]);
    return ranked;
  }

  /** The terms a text and a publication share, the ones that weigh most in their match first. */
  sharedTerms(text: string, doc: number, limit = 10): string[] {
    const query = this.queryVector(text);
    const weights = this.docTerms[doc] ?? new Map<string, number>();
    return [...query]
      .filter(([term]) => weights.has(term))
      .map(([term, q]) => [term, q * weights.get(term)!] as const)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([term]) => term);
  }
}

/** What a submission is compared by: title, abstract and keywords. */
export const submissionText = (p: { paper_title: string; abstract: string | null; keywords: string | null }) =>
  `${p.paper_title} ${p.abstract ?? ""} ${p.keywords ?? ""}`;
