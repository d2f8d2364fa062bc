// Review attachments are a PDF, a plain-text file or a ZIP, decided by content and
// cross-checked with the extension, like paper files (sniff.ts).
import { DOCX_MAX_EXPANSION, isPdf } from "./sniff.js";

export type AttachmentType = "application/pdf" | "text/plain" | "application/zip";

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

/**
 * A ZIP: a readable central directory whose entries declare uncompressed sizes adding up to no
 * more than DOCX_MAX_EXPANSION × the upload limit (no zip bomb is handed to whoever unpacks it).
 */
export function isZip(data: Buffer, uploadLimitBytes: number): boolean {
  if (data.length < 22) return false;
  const head = data.readUInt32LE(0);
  if (head !== 0x04034b50 && head !== END_OF_CENTRAL_DIRECTORY) return false;
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
  let unpacked = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > end || data.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return false;
    unpacked += data.readUInt32LE(at + 24);
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return unpacked <= DOCX_MAX_EXPANSION * uploadLimitBytes;
}

/** Plain text: valid UTF-8 with no NUL and no control characters other than tab, CR, LF and FF. */
export function isPlainText(data: Buffer): boolean {
  if (data.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

/** The attachment's type by content and extension, or null when refused. */
export function sniffReviewAttachment(data: Buffer, fileName: string, uploadLimitBytes: number): AttachmentType | null {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  if (ext === "pdf" && isPdf(data)) return "application/pdf";
  if (ext === "txt" && isPlainText(data)) return "text/plain";
  if (ext === "zip" && isZip(data, uploadLimitBytes)) return "application/zip";
  return null;
}
