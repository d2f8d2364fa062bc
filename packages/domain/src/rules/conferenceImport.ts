// Importing a conference's records from other tools (Zod-free: the Import screen reads these).
export const IMPORT_FORMATS = [
  "hotcrp-json",
  "hotcrp-assignments",
  "easychair-submissions",
  "easychair-authors",
  "easychair-pc",
  "easychair-reviews",
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  "hotcrp-json": "HotCRP paper JSON",
  "hotcrp-assignments": "HotCRP bulk assignments (CSV)",
  "easychair-submissions": "EasyChair submissions (CSV)",
  "easychair-authors": "EasyChair authors (CSV)",
  "easychair-pc": "EasyChair program committee (CSV)",
  "easychair-reviews": "EasyChair reviews (CSV)",
};

/** The largest file one import takes, and the most records in it (one transaction each). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_RECORDS = 5000;

/** What one kind of record did (or would do, in a dry run). */
export interface ImportKindCount {
  created: number;
  updated: number;
  removed: number;
}

/** A record the import refused: its CSV line (header is line 1) or its JSON index (from 0). */
export interface ImportRefusal {
  line?: number;
  index?: number;
  reason: string;
}

/** A role the import gives that waits until its account's owner proves the email address. */
export interface ImportHeldRole {
  email: string;
  role: "pc_member" | "track_chair";
}

/** POST /conference/import/{confId}: what happened, or with dry_run = 1 what would happen. */
export interface ImportReport {
  format: ImportFormat;
  dry_run: boolean;
  /** papers, authors, conflicts, topics, pc_members, track_chairs, assignments, reviews, decisions, … */
  counts: Record<string, ImportKindCount>;
  accounts: { created: string[]; matched: string[] };
  /** roles given to accounts whose owner has not proven the address: held, attached on verification */
  held: ImportHeldRole[];
  refused: ImportRefusal[];
  /**
   * Values the file carries that have no place here and are not imported (the file still imports),
   * each with its record and what was left out, e.g. a HotCRP contact's tags.
   */
  ignored: ImportRefusal[];
  /** CSV columns the format does not read (ignored) */
  ignored_columns: string[];
}
