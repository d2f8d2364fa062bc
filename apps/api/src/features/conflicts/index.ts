// The conflicts feature's public surface: the declarations other features make on a caller's
// behalf (a conflict bid, the submission dialog's list).
export { declareFromDialog, declareOwnConflict, withdrawOwnConflict } from "./service.js";
export { conflictIndexFor, findPerson } from "./repository.js";
