// Synthetic scientific text for the affinity benchmark: a vocabulary of made-up words whose use
// follows Zipf's law, as words of real abstracts do (a few words in a large share of the texts, a
// long tail of rare ones), grouped into research subjects. A text is written about one to three
// subjects: most of its words come from its subjects' vocabularies, the rest from the words every
// field uses ("model", "data", "network" in real abstracts). Members publish on their own subjects
// and papers are about some subject, so the right member can be found and scores are not uniform.
import { seededRandom } from "../apps/api/src/assignment/random.js";

const SYLLABLES = (
  "ba be bi bo bu da de di do du fa fe fi fo ka ke ki ko la le li lo ma me mi mo na ne ni no " +
  "pa pe pi po ra re ri ro sa se si so ta te ti to va ve vi vo za ze zi zo"
).split(" ");
/** Words common to every field, and the words of each subject. */
const COMMON_WORDS = 2_000;
const SUBJECTS = 400;
const WORDS_PER_SUBJECT = 300;
/** The share of a text's words taken from the common words. */
const COMMON_SHARE = 0.35;

export interface TextSource {
  /** a title and an abstract about the given subjects */
  text(subjects: readonly number[], titleWords: number, abstractWords: number): { title: string; abstract: string };
  /** one to three subjects, the first weighted towards a few popular ones */
  subjects(): number[];
  random: () => number;
}

/** Cumulative Zipf weights (exponent 1) over n ranks, for drawing a rank by binary search. */
function zipf(n: number): Float64Array {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cumulative[i] = sum += 1 / (i + 1);
  for (let i = 0; i < n; i++) cumulative[i]! /= sum;
  return cumulative;
}

function draw(cumulative: Float64Array, u: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! < u) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Made-up words of three to five syllables, all different, none an English stop word. */
function vocabulary(size: number, random: () => number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const n = 3 + Math.floor(random() * 3);
    let w = "";
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    words.add(w);
  }
  return [...words];
}

export function textSource(seed: number): TextSource {
  const random = seededRandom(seed);
  const words = vocabulary(COMMON_WORDS + SUBJECTS * WORDS_PER_SUBJECT, random);
  const common = words.slice(0, COMMON_WORDS);
  const subjectWords = Array.from({ length: SUBJECTS }, (_, s) =>
    words.slice(COMMON_WORDS + s * WORDS_PER_SUBJECT, COMMON_WORDS + (s + 1) * WORDS_PER_SUBJECT),
  );
  const commonRanks = zipf(COMMON_WORDS);
  const subjectRanks = zipf(WORDS_PER_SUBJECT);
  const subjectPopularity = zipf(SUBJECTS);
  const word = (subjects: readonly number[]) =>
    random() < COMMON_SHARE
      ? common[draw(commonRanks, random())]!
      : subjectWords[subjects[Math.floor(random() * subjects.length)]!]![draw(subjectRanks, random())]!;
  const sentence = (subjects: readonly number[], n: number) =>
    Array.from({ length: n }, () => word(subjects)).join(" ");
  return {
    random,
    text: (subjects, titleWords, abstractWords) => ({
      title: sentence(subjects, titleWords),
      abstract: sentence(subjects, abstractWords),
    }),
    subjects: () => {
      const n = 1 + Math.floor(random() * 3);
      return Array.from({ length: n }, (_, i) =>
        i === 0 ? draw(subjectPopularity, random()) : Math.floor(random() * SUBJECTS),
      );
    },
  };
}
