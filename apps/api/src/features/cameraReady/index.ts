// The camera-ready feature's public surface for other features.
export { cameraReadyStatus } from "./service.js";
export { type ZipEntry, zipStream } from "./zipStream.js";
