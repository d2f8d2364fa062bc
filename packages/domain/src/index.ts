export const PRODUCT_NAME = "Symposia";
export const TAGLINE = "The easiest platform for creating conferences.";

export * from "./options/areas.js";
export * from "./options/countries.js";
export * from "./options/timezones.js";
export * from "./options/committee.js";
export * from "./options/papers.js";
export * from "./options/status.js";
export * from "./options/conferenceSettings.js";
export * from "./schemas/common.js";
export * from "./schemas/accounts.js";
export * from "./schemas/conferences.js";
export * from "./schemas/tracks.js";
export * from "./schemas/cfp.js";
export * from "./schemas/papers.js";
export * from "./schemas/tpc.js";
export * from "./schemas/reviews.js";
export * from "./policy/conferenceActions.js";
