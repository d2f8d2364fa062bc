// What other features use of accounts: the set-password link an invited account is opened with.
export { createPasswordLink } from "./passwordTokens.js";
