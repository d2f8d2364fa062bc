// Camera-ready answers.

export interface CameraReadyAuthorOut {
  first_name: string;
  last_name: string;
  affiliation: string;
  email?: string;
}

/** GET /paper/camera-ready/{paperId}: the final version's metadata (no file bytes). */
export interface CameraReadyVersion {
  paper_id: number;
  final_title: string;
  final_abstract: string;
  final_authors: CameraReadyAuthorOut[];
  file_name: string;
  size: number;
  file_url: string;
  copyright_file_name: string | null;
  copyright_size: number | null;
  copyright_url: string | null;
  uploaded_by: number;
  uploaded_at: string;
}

export interface CameraReadyInfo {
  paper_id: number;
  /** uploads accepted now (open, before the deadline, paper accepted) */
  open: boolean;
  /** why not, when not */
  closed_reason: string | null;
  /** ISO instant of the deadline, null when none */
  deadline_utc: string | null;
  deadline_local: string | null;
  timezone: string;
  version: CameraReadyVersion | null;
  /**
   * What an upload that leaves out final_title, final_abstract or final_authors stores for them:
   * the earlier final version's, or else the paper's title, abstract and listed authors in order
   * (each author's affiliation from the listing, or from their account when the listing has none).
   */
  defaults: CameraReadyMetadata;
}

export interface CameraReadyMetadata {
  final_title: string;
  final_abstract: string;
  final_authors: CameraReadyAuthorOut[];
}

export interface CameraReadyStatusItem {
  paper_id: number;
  paper_sequence: number;
  paper_title: string;
  track_id: number;
  uploaded: boolean;
  uploaded_at: string | null;
  final_title: string | null;
}

export interface CameraReadyStatus {
  conf_id: number;
  open: boolean;
  deadline_local: string | null;
  timezone: string;
  uploaded: number;
  missing: number;
  papers: CameraReadyStatusItem[];
}

export interface CameraReadyMail {
  to: string;
  subject: string;
  text: string;
  paper_ids: number[];
}

export interface CameraReadyMailOutcome {
  preview: boolean;
  mails: CameraReadyMail[];
  queued: number;
}
