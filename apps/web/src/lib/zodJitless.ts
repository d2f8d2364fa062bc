// Zod compiles fast parsers with `new Function` unless told not to, and probes for it first: under
// the app's content security policy (script-src 'self', no 'unsafe-eval') that probe is refused
// and reported as a CSP violation on every screen with a form. Parsing works either way; jitless
// keeps the policy's report clean, so a real violation is never lost among false ones.
// Zod keeps its settings in one object on globalThis, which it creates only when none is there
// (so that several copies of zod share them): the entry sets it before any schema module loads,
// without importing zod, whose core would otherwise sit in the login page's bundle
// (zodJitless.test.ts checks that zod reads it).
const ZOD_CONFIG = "__zod_globalConfig";

const settings = globalThis as unknown as Record<string, Record<string, unknown> | undefined>;
settings[ZOD_CONFIG] = { ...settings[ZOD_CONFIG], jitless: true };

export {};
