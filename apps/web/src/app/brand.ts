// The login screen is the first page most visitors load, so its code stays free of
// @symposia/domain (importing anything from it pulls in zod and every schema, ~40 KB gzipped).
// These copies are checked against the domain package by app/brand.test.ts.
export const PRODUCT_NAME = "Symposia";
export const TAGLINE = "The easiest platform for creating conferences.";
