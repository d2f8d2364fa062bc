import { INVALID_FILE_TYPE_MESSAGE } from "@symposia/domain";
import { extensionFor, sniffPaperFile } from "../../files/sniff.js";
import { unsupportedType } from "../../http/errors.js";
import type { UploadedFile } from "../../http/multipart.js";

export interface CheckedPaperFile {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

/**
 * A paper file is accepted only when its content and its extension agree on pdf, doc or docx
 * (multipart.ts has already refused anything over UPLOAD_LIMIT_MB with 413).
 */
export function checkPaperFile(file: UploadedFile, uploadLimitBytes: number): CheckedPaperFile {
  const mimeType = sniffPaperFile(file.data, file.fileName, uploadLimitBytes);
  if (!mimeType) throw unsupportedType(INVALID_FILE_TYPE_MESSAGE);
  // Path parts some browsers send are dropped; the name is only shown and used for downloads.
  const fileName = file.fileName.split(/[\\/]/).pop()!.slice(-200) || `paper.${extensionFor(mimeType)}`;
  return { fileName, mimeType, data: file.data };
}

/** The download name: the paper's display id and the extension of its type, e.g. "17.pdf". */
export function downloadName(paperSequence: number, mimeType: string): string {
  return `${paperSequence}.${extensionFor(mimeType)}`;
}
