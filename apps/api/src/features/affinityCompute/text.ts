// Words of a title or an abstract as the similarity reads them: lower case without accents,
// common English words dropped, and a light suffix stripping so "networks" meets "network" and
// "optimising" meets "optimise". Deliberately simple and documented: the baselines of
// OpenReview's expertise service work on bags of words like these.

const STOPWORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing " +
    "down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most " +
    "my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them " +
    "themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would " +
    "you your yours yourself yourselves paper papers show shows present propose proposed approach approaches method methods using use used based new results " +
    "result study studies work et al via towards toward"
  ).split(" "),
);

/** A word's stem: plural and common verb endings stripped (never below four letters). */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is"))
    w = w.slice(0, -1);
  for (const suffix of ["ing", "ed", "ation", "ations", "er"]) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) return w.slice(0, -suffix.length);
  }
  if (w.length > 5 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/**
 * Calls `visit` with each word of a text the similarity reads (stop words, numbers and one- or
 * two-letter words left out) and its plain form: lower case, accents removed. `word` is the text's
 * own spelling. (A callback, not a generator: a large venue's job reads some 50 million words.)
 */
function readWords(text: string, visit: (word: string, plain: string) => void): void {
  for (const word of text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u)) {
    // most words are plain ASCII: nothing to decompose (the same outcome, without the work)
    if (/^[a-z0-9]*$/.test(word)) {
      if (word.length >= 3 && !STOPWORDS.has(word) && !/^\d+$/.test(word)) visit(word, word);
      continue;
    }
    // a compatibility form may hold a separator ("½" is "1⁄2"): its parts are words of their own
    for (const plain of word
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .split(/[^\p{L}\p{N}]+/u)) {
      if (plain.length < 3 || STOPWORDS.has(plain) || /^\d+$/.test(plain)) continue;
      visit(word, plain);
    }
  }
}

/** The stemmed words of a text, in order. */
export function terms(text: string): string[] {
  const out: string[] = [];
  readWords(text, (_word, plain) => out.push(stem(plain)));
  return out;
}

/**
 * Each stem of a text with the word it first stood for there ("coherenc" → "coherence"), so an
 * explanation shows the submission's own words, not the stems the similarity compares.
 */
export function wordsByStem(text: string): Map<string, string> {
  const words = new Map<string, string>();
  readWords(text, (word, plain) => {
    const key = stem(plain);
    if (!words.has(key)) words.set(key, word.normalize("NFC"));
  });
  return words;
}
