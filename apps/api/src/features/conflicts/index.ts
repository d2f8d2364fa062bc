// The conflicts feature's public surface for other features.
export { conflictIndexFor } from "./repository.js";
