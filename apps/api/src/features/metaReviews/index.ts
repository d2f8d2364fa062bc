// The meta-reviews feature's surface for other features: naming a paper's lead as the single call does.
export { chooseLead } from "./service.js";
