import { type ImageType, sniffImage } from "../../files/sniff.js";
import type { UploadedFile } from "../../http/multipart.js";
import { tooLarge, unsupportedType } from "../../http/errors.js";

/** Logos and banners are shown on every card and page; 2 MB is plenty for either. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export interface CheckedImage {
  data: Buffer;
  mime: ImageType;
}

/**
 * Accepts PNG, JPEG, GIF or WebP judged by content. SVG is refused on purpose: it can carry
 * scripts, and it is served from our own origin.
 */
export function checkImage(file: UploadedFile | undefined, label: string): CheckedImage | null {
  if (!file || file.data.length === 0) return null;
  if (file.data.length > MAX_IMAGE_BYTES) throw tooLarge(`The ${label} must be at most 2 MB.`);
  const mime = sniffImage(file.data);
  if (!mime) throw unsupportedType(`The ${label} must be a PNG, JPEG, GIF or WebP image.`);
  return { data: file.data, mime };
}

export function toBase64(data: Buffer | null): string | null {
  return data ? Buffer.from(data).toString("base64") : null;
}
