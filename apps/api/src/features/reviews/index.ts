// The reviews feature's surface for other features: the final decision as the single call records
// it, and the report's CSV (over a filter or a chosen set of papers).
export { setFinalDecision } from "./service.js";
export { reportCsv } from "./reports.js";
