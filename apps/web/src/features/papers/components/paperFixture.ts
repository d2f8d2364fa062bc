import type { Paper } from "@symposia/domain";

// What a Double-blind answer may look like to a caller who may not know the authors: no author
// data at all, no creator and no original file name.
export const anonymousPaper = {
  id: 1,
  paper_sequence: 1,
  paper_title: "Anonymous results",
  keywords: "",
  abstract: "",
  status: 0,
  status_label: "Submitted",
  track_id: 1,
  track_name: "Theory",
  conf_id: 3,
  created_by: null,
  created_at: "2026-11-01 10:00:00",
  updated_at: "2026-11-01 10:00:00",
  reviewing_model: "Double-blind",
  conflict_with_review: false,
  decision: "",
  final_decision_remark: "",
  has_file: true,
  paper_file_path: null,
  paper_file_mime_type: null,
  paper_file_url: null,
  paper_reviewer_data: [],
  fields: {},
  review_count: 0,
  reviewed_count: 0,
  average_evaluation: null,
  actions: { edit: false, authors: false, withdraw: false, block: false, mail_authors: false, final_review: false },
} satisfies Paper;
