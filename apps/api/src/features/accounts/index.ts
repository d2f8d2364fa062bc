// What other features use of accounts: the set-password link an invited account is opened with,
// finding and adding accounts, the password rule and hash, ending an account's sessions.
export { createPasswordLink } from "./passwordTokens.js";
export {
  findActiveUser,
  findLinkableUserByEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  normalizeEmail,
  revokeSessions,
} from "./repository.js";
export { assertAcceptablePassword, hashPassword } from "./password.js";
