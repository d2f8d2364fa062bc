// The password rule both sides check at once, without a dictionary (it stays light enough for the
// first page's JavaScript): length, not blank, not one character repeated, not one of the handful
// of passwords tried first everywhere. The server adds the full check against tens of thousands
// of common and leaked passwords (passwordStrength/, "@symposia/domain/password-strength").

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_TOO_COMMON =
  "This password is on the lists of common and leaked passwords that attackers try first. Choose another, such as a phrase of unusual words.";
export const PASSWORD_TOO_SIMPLE =
  "This password is too easy to guess (a repeated character, a sequence or a keyboard pattern). Choose a longer one, such as a phrase of unusual words.";
/** What a form says under a new-password field. */
export const PASSWORD_HINT = "At least 8 characters; common and leaked passwords are refused.";
export const PASSWORD_BLANK = "The password must not be only spaces.";

/** The most used passwords of eight characters or more, in every leak list's first lines. */
const COMMONEST = new Set([
  "12345678",
  "123456789",
  "1234567890",
  "12345678910",
  "87654321",
  "11111111",
  "00000000",
  "12341234",
  "123123123",
  "11223344",
  "password",
  "password1",
  "password123",
  "passw0rd",
  "qwertyui",
  "qwertyuiop",
  "qwerty123",
  "1qaz2wsx",
  "1q2w3e4r",
  "1q2w3e4r5t",
  "iloveyou",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "welcome1",
  "trustno1",
  "superman",
  "abcdefgh",
  "abcd1234",
  "asdfghjk",
  "letmein1",
  "zaq12wsx",
  "starwars",
  "whatever",
  "computer",
  "michelle",
  "corvette",
  "mercedes",
  "jennifer",
]);

/** Why the rule refuses this password (without the dictionary), or null when it passes. */
export function passwordRuleProblem(password: string): string | null {
  if (password.length === 0) return null; // "is required" is the schema's to say
  if (password.trim() === "") return PASSWORD_BLANK;
  if (new Set(password).size === 1) return PASSWORD_TOO_SIMPLE;
  if (COMMONEST.has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}
