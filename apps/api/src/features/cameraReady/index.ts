// The camera-ready feature's public surface for other features.
export { cameraReadyStatus } from "./service.js";
export { crc32, type ZipEntry, zipChunks, zipStream } from "./zipStream.js";
