// The conflicts feature's surface for other features: who is conflicted with which paper.
export { conflictIndexFor, findPerson } from "./repository.js";
