// The camera-ready feature's public surface for other features.
export { cameraReadyStatus } from "./service.js";
export { zipChunks, crc32, type ZipEntry } from "./zipStream.js";
