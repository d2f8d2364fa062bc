// The paper search language: one parser for the server and the help panel (Zod-free).
export * from "./terms.js";
export * from "./tagNames.js";
export * from "./parse.js";
export * from "./help.js";
export { SEARCH_STATUS_CODES, compareNumber, matchesSearch, type SearchablePaper } from "./evaluate.js";
