// Answer schemas of the paper calls (answers/papers.ts).
import { z } from "zod";
import { REVIEWING_MODELS } from "../../rules/conflicts.js";
import type {
  AddedAuthor,
  AuthorMailSent,
  CoAuthorInvitation,
  Paper,
  PaperDetail,
  PaperSaved,
  PaperStatusChanged,
  PaperTag,
} from "../../answers/papers.js";
import type { Assert, Same } from "./agree.js";
import { pageAnswer, reviewAnswersAnswer, reviewFieldAnswer } from "./common.js";

const paperAuthor = z.strictObject({
  id: z.number(),
  paper_id: z.number(),
  author_first_name: z.string(),
  author_last_name: z.string(),
  author_email: z.string(),
  user_id: z.number().nullable(),
  confirmed: z.boolean(),
  is_presenter: z.number(),
});

const paperReviewer = z.strictObject({
  id: z.number(),
  paper_id: z.number(),
  user_id: z.number().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  reviewer_evaluation: z.number().nullable(),
  reviewer_confidence: z.number().nullable(),
  reviewer_remarks: z.string().nullable(),
  reviewer_confidential_remarks: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  answers: reviewAnswersAnswer,
  form_version: z.number(),
  fields: z.array(reviewFieldAnswer).optional(),
  late: z.boolean().optional(),
  by_subreviewer: z.boolean().optional(),
});

const paperExtraFile = z.strictObject({
  slot: z.string(),
  file_name: z.string().nullable(),
  mime_type: z.string(),
  size: z.number(),
  url: z.string(),
});

/** A tag on a paper as the caller sees it (the paper lists, POST /paper/tags/{paperId}). */
export const paperTagAnswer = z.strictObject({
  name: z.string(),
  value: z.number().nullable(),
  visibility: z.enum(["shared", "private", "chair"]),
});

const paperShape = {
  id: z.number(),
  topics: z.array(z.strictObject({ id: z.number(), name: z.string() })).optional(),
  paper_sequence: z.number(),
  paper_title: z.string(),
  keywords: z.string(),
  abstract: z.string(),
  status: z.number(),
  track_id: z.number(),
  track_name: z.string(),
  conf_id: z.number(),
  created_by: z.number().nullable(),
  status_label: z.string(),
  decision: z.string(),
  final_decision_remark: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  has_file: z.boolean(),
  paper_file_path: z.string().nullable(),
  paper_file_mime_type: z.string().nullable(),
  paper_file_url: z.string().nullable(),
  paper_author_data: z.array(paperAuthor).optional(),
  reviewing_model: z.enum(REVIEWING_MODELS),
  conflict_with_review: z.boolean(),
  other_collaborators: z.string().nullable().optional(),
  paper_reviewer_data: z.array(paperReviewer),
  fields: z.record(z.string(), z.union([z.string(), z.boolean()])),
  extra_files: z.array(paperExtraFile).optional(),
  review_count: z.number(),
  reviewed_count: z.number(),
  average_evaluation: z.number().nullable(),
  score_averages: z.record(z.string(), z.number()).optional(),
  late_review_count: z.number().optional(),
  camera_ready: z.enum(["uploaded", "missing"]).nullable().optional(),
  tags: z.array(paperTagAnswer).optional(),
  actions: z.strictObject({
    edit: z.boolean(),
    authors: z.boolean(),
    withdraw: z.boolean(),
    block: z.boolean(),
    mail_authors: z.boolean(),
    final_review: z.boolean(),
    conflicts: z.boolean().optional(),
    presenter: z.boolean().optional(),
  }),
};

/** An item of the paper lists (GET /paper/all/{id}/{0|1}). */
export const paperAnswer = z.strictObject(paperShape);

/** GET /paper/all/{id}/{0|1} */
export const paperListAnswer = pageAnswer(paperAnswer);

/** GET /paper/{paperId} */
export const paperDetailAnswer = z.strictObject({
  ...paperShape,
  extra_files: z.array(paperExtraFile),
  paper_file_data: z.string().nullable(),
  paper_file_download_name: z.string().nullable(),
});

/** POST /paper and POST /paper/update */
export const paperSavedAnswer = z.strictObject({ id: z.number(), paper_sequence: z.number() });

/** POST /paper/author-assign/{paperId} */
export const addedAuthorAnswer = paperAuthor.extend({
  author_first_name: z.string().nullable(),
  author_last_name: z.string().nullable(),
  author_email: z.string().nullable(),
  country: z.string(),
  affiliation: z.string(),
});

const coAuthorInvitation = z.strictObject({
  paper_id: z.number(),
  paper_sequence: z.number(),
  paper_title: z.string(),
  conf_id: z.number(),
  event_name: z.string(),
  acronym_title: z.string(),
  track_name: z.string(),
  submitter_first_name: z.string(),
  submitter_last_name: z.string(),
  created_at: z.string(),
});

/** GET /paper/co-author-invitations */
export const coAuthorInvitationsAnswer = z.array(coAuthorInvitation);

/** POST /paper/status-action/{paperId} */
export const paperStatusChangedAnswer = z.strictObject({ id: z.number(), status: z.number() });

/** POST /paper/author-mail/{paperId} */
export const authorMailSentAnswer = z.strictObject({
  sent: z.number(),
  sender_email: z.string(),
  to: z.array(z.string()).optional(),
});

type _Agrees = [
  Assert<Same<z.output<typeof paperTagAnswer>, PaperTag>>,
  Assert<Same<z.output<typeof paperAnswer>, Paper>>,
  Assert<Same<z.output<typeof paperDetailAnswer>, PaperDetail>>,
  Assert<Same<z.output<typeof paperSavedAnswer>, PaperSaved>>,
  Assert<Same<z.output<typeof addedAuthorAnswer>, AddedAuthor>>,
  Assert<Same<z.output<typeof coAuthorInvitation>, CoAuthorInvitation>>,
  Assert<Same<z.output<typeof paperStatusChangedAnswer>, PaperStatusChanged>>,
  Assert<Same<z.output<typeof authorMailSentAnswer>, AuthorMailSent>>,
];
