// The reviews feature's surface for other features: the final decision as the single call records
// it, the report's CSV (over a filter or a chosen set of papers) and a paper's authors as mails list them.
export { setFinalDecision } from "./service.js";
export { reportCsv } from "./reports.js";
export { paperAuthors } from "./repository.js";
