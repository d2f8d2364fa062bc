// The full password check: the light rule (rules/passwords.ts) and zxcvbn's estimate against its
// list of common and leaked passwords, diceware words, keyboard patterns, sequences, repeats and
// dates. Its dictionary is ~220 KB gzipped, so it has an entry of its own
// ("@symposia/domain/password-strength") that the package's index never imports: the server
// checks every new password with it; a screen may load it on demand, never the first page.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SIMPLE, passwordRuleProblem } from "../rules/passwords.js";

/** zxcvbn's scores 0 and 1: fewer than a million guesses, what an online attacker gets through. */
const WEAKEST_ACCEPTED_SCORE = 2;

let checker: ZxcvbnFactory | null = null;
/** Built on first use (it unpacks the dictionaries: ~0.2 s), then kept. */
const zxcvbn = () =>
  (checker ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));

/** Why this password is refused, or null when it is strong enough. */
export function passwordStrengthProblem(password: string): string | null {
  const light = passwordRuleProblem(password);
  if (light || password.length === 0) return light;
  const result = zxcvbn().check(password);
  if (result.score >= WEAKEST_ACCEPTED_SCORE) return null;
  const fromList = result.sequence.some((match) => match.pattern === "dictionary");
  return fromList ? PASSWORD_TOO_COMMON : PASSWORD_TOO_SIMPLE;
}
