// File types are decided by content (magic bytes), never by the name or the browser's claim.

export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";
export type DocumentType =
  "application/pdf" | "application/msword" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

export function sniffImage(data: Buffer): ImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (data.subarray(0, 6).toString("latin1") === "GIF87a" || data.subarray(0, 6).toString("latin1") === "GIF89a")
    return "image/gif";
  if (data.subarray(0, 4).toString("latin1") === "RIFF" && data.subarray(8, 12).toString("latin1") === "WEBP")
    return "image/webp";
  return null;
}

/** A PDF starts with its header: "%PDF-" as the very first bytes. */
export function isPdf(data: Buffer): boolean {
  return startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d]);
}

function isOleCompound(data: Buffer): boolean {
  return startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
/** A DOCX unpacks to at most this many times the upload limit; more is a zip bomb. */
export const DOCX_MAX_EXPANSION = 10;

/**
 * A DOCX is a ZIP whose central directory lists `word/document.xml`, and whose entries declare
 * uncompressed sizes that add up to no more than DOCX_MAX_EXPANSION × the upload limit (whatever
 * later unpacks the file, a reviewer's word processor or an indexer, is not handed a zip bomb).
 */
function isDocx(data: Buffer, uploadLimitBytes: number): boolean {
  if (!startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return false;
  // The end record is the last 22 bytes plus a comment of at most 65535 bytes.
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 65535); i--) {
    if (data.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return false;
  const entries = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  let at = data.readUInt32LE(end + 16);
  if (at + directorySize > end) return false;
  let hasDocument = false;
  let unpacked = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > end || data.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return false;
    unpacked += data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const name = data.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    if (name === "word/document.xml") hasDocument = true;
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return hasDocument && unpacked <= DOCX_MAX_EXPANSION * uploadLimitBytes;
}

/** The type of a paper file by content, cross-checked with its extension; null when refused. */
export function sniffPaperFile(data: Buffer, fileName: string, uploadLimitBytes: number): DocumentType | null {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  if (ext === "pdf" && isPdf(data)) return "application/pdf";
  if (ext === "doc" && isOleCompound(data)) return "application/msword";
  if (ext === "docx" && isDocx(data, uploadLimitBytes))
    return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  return null;
}

export function extensionFor(mime: string): string {
  switch (mime) {
    case "application/pdf":
      return "pdf";
    case "application/msword":
      return "doc";
    case "application/vnd.openxmlformats-officedocument.wordprocessingml.document":
      return "docx";
    case "application/zip":
      return "zip";
    case "image/png":
      return "png";
    case "image/jpeg":
      return "jpg";
    case "image/gif":
      return "gif";
    case "image/webp":
      return "webp";
    default:
      return "bin";
  }
}

/** A Content-Disposition header that survives any file name. */
export function attachmentDisposition(fileName: string, inline = false): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
