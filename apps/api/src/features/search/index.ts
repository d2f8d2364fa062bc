// The search feature's public surface for other features: All Papers' search call, run as a caller.
export { searchPapers } from "./service.js";
