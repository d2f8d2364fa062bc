/** A data: URL for a base64 image from the API, or null. */
export function imageSrc(data: string | null | undefined, mime: string | null | undefined): string | null {
  return data && mime ? `data:${mime};base64,${data}` : null;
}
