// The search language as people read it: the help panel beside the search box and the API docs
// both list these, so the documented terms are the parsed ones.

export interface SearchHelpEntry {
  term: string;
  meaning: string;
  example: string;
}

export const SEARCH_HELP: readonly SearchHelpEntry[] = [
  {
    term: "words",
    meaning: "Title, abstract or keywords (and authors, when you may know them) contain every word",
    example: "graph neural",
  },
  { term: '"a phrase"', meaning: "The exact phrase, spaces included", example: '"deep learning"' },
  { term: "#12", meaning: "Paper number 12", example: "#12" },
  { term: "ti:", meaning: "Title contains", example: "ti:privacy" },
  { term: "ab:", meaning: "Abstract contains", example: 'ab:"federated learning"' },
  { term: "kw:", meaning: "Keywords contain", example: "kw:security" },
  {
    term: "au:",
    meaning: "An author's name, email or affiliation contains (nothing when the authors are hidden from you)",
    example: "au:smith",
  },
  { term: "#tag", meaning: "Tagged (~tag: your private tag, ~~tag: a chairs' tag)", example: "#discuss" },
  { term: "#tag>2", meaning: "Tagged with a value compared (<, <=, >, >=, =, !=)", example: "#discuss>=2" },
  { term: "topic:", meaning: "A topic's name contains", example: "topic:security" },
  { term: "track:", meaning: "The track's name contains", example: "track:industry" },
  {
    term: "status:",
    meaning: "submitted, withdrawn, blocked, accepted, rejected or undecided",
    example: "status:accepted",
  },
  {
    term: "dec:",
    meaning: "The decision label contains (the conference's own labels)",
    example: 'dec:"accept as short"',
  },
  { term: "re:", meaning: "An assigned reviewer's name or email contains", example: "re:alice@example.org" },
  { term: "re:<3", meaning: "The number of assigned reviewers compared", example: "re:<3" },
  { term: "re:late", meaning: "A review is late (past the review deadline, not submitted)", example: "re:late" },
  { term: "re:missing", meaning: "An assigned review is not submitted yet", example: "re:missing" },
  {
    term: "score:<field>",
    meaning: "The average of a score field over submitted reviews compared",
    example: "score:evaluation>=1.5",
  },
  {
    term: "spread:",
    meaning: "Highest minus lowest evaluation (or spread:<field>) compared: disagreement",
    example: "spread:>2",
  },
  { term: "lead:", meaning: "The discussion lead's name or email contains", example: "lead:bob" },
  {
    term: "conflict:",
    meaning: "A PC member with that name or email is conflicted with the paper",
    example: "conflict:carol",
  },
  {
    term: "has:",
    meaning:
      "has:response (an author response), has:meta (a meta-review), has:final (a final version), has:file (the paper file is uploaded)",
    example: "has:final",
  },
  {
    term: "field:<name>=value",
    meaning: "A submission field holds the value (true/false for a checkbox)",
    example: "field:student=true",
  },
  { term: "AND, space", meaning: "Both terms (binds tighter than OR)", example: "status:accepted re:late" },
  { term: "OR", meaning: "Either term (binds loosest)", example: "#discuss OR spread:>2" },
  { term: "NOT, -", meaning: "Not the term (binds tightest)", example: "-has:meta" },
  { term: "( )", meaning: "Group terms", example: "(ti:privacy OR kw:privacy) -status:withdrawn" },
];

export const SEARCH_PRECEDENCE =
  "NOT and - bind tightest, then AND (two terms side by side mean AND), then OR: a b OR c reads (a AND b) OR c. " +
  "Operators are written in capitals; a term that cannot be read matches nothing and is listed under the box.";
