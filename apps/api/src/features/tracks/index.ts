// The tracks feature's public surface for other features: the tracks of a conference, and making
// someone a track chair as Manage Chairs does (an import's chair contacts are granted through it).
export { listTracks } from "./repository.js";
export { addTrackChair } from "./service.js";
