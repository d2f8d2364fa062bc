// The papers feature's surface for other features: the All Papers list (with a further condition
// and the reviewer scope), the one-paper loader and the SQL pieces a search compiles to, a paper's
// file (its subreviewer downloads it) and the chairs' marks on reviews.
export { type ListExtra, listPapers } from "./readService.js";
export { type PapersEb, fieldAnswer, scoreAggregate, unreadableScoreIds, paperIdsOfTracks } from "./listRepository.js";
export { findPaperConference, type PaperConferenceRow } from "./repository.js";
export { mailAuthors } from "./actionService.js";
export { getPaperFile } from "./readService.js";
export { findFile } from "./repository.js";
export { reviewMarksOf } from "./chairMarksRepository.js";
