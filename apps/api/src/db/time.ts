/** Timestamps are stored as ISO-8601 UTC strings on both engines. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}
