// What other features use of accounts: the set-password link an invited account is opened with,
// finding and adding accounts, the password rule and hash. (A closed account's sessions end by
// the account.closed event: reactions.ts.)
export { createPasswordLink } from "./passwordTokens.js";
export {
  findActiveUser,
  findLinkableUserByEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  normalizeEmail,
} from "./repository.js";
export { assertAcceptablePassword, hashPassword } from "./password.js";
