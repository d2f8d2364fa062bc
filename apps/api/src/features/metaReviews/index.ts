// The meta-reviews feature's surface for other features: naming a paper's lead as the single call
// does, and the lead's row as an import writes it (the import judges the lead as the call does).
export { chooseLead } from "./service.js";
export { setLead } from "./repository.js";
