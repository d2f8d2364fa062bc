// The users feature's surface for other features: who may pick users from the directory.
export { mayPickUsers } from "./service.js";
