// File types are decided by content (magic bytes), never by the name or the browser's claim.

export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";
export type DocumentType =
  | "application/pdf"
  | "application/msword"
  | "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

export function sniffImage(data: Buffer): ImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (data.subarray(0, 6).toString("latin1") === "GIF87a" || data.subarray(0, 6).toString("latin1") === "GIF89a") return "image/gif";
  if (data.subarray(0, 4).toString("latin1") === "RIFF" && data.subarray(8, 12).toString("latin1") === "WEBP") return "image/webp";
  return null;
}

export function isPdf(data: Buffer): boolean {
  // "%PDF-" within the first KiB (some writers put a few bytes before the header)
  return data.subarray(0, 1024).includes(Buffer.from("%PDF-"));
}

function isOleCompound(data: Buffer): boolean {
  return startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
}

function isZipWithWordDocument(data: Buffer): boolean {
  if (!startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return false;
  // The part name appears in the local file header and in the central directory.
  return data.includes(Buffer.from("word/document.xml"));
}

/** The type of a paper file by content, cross-checked with its extension; null when refused. */
export function sniffPaperFile(data: Buffer, fileName: string): DocumentType | null {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  if (ext === "pdf" && isPdf(data)) return "application/pdf";
  if (ext === "doc" && isOleCompound(data)) return "application/msword";
  if (ext === "docx" && isZipWithWordDocument(data)) return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
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
