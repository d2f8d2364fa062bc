// The tracks feature's public surface for other features.
export { listTracks } from "./repository.js";
