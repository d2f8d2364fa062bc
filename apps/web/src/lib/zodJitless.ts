// Zod compiles fast parsers with `new Function` unless told not to, and probes for it first: under
// the app's content security policy (script-src 'self', no 'unsafe-eval') that probe is refused
// and reported as a CSP violation on every screen with a form. Parsing works either way; jitless
// keeps the policy's report clean, so a real violation is never lost among false ones.
// Only the config function is imported (zod has no side effects), so the login bundle stays small.
import { config } from "zod/v4/core";

config({ jitless: true });
