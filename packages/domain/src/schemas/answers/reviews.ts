// Answer schemas of the review, report and notification calls (answers/reviews.ts).
import { z } from "zod";
import type {
  FinalDecisionSaved,
  NotificationJob,
  NotificationJobPreview,
  NotificationSent,
  NotificationTemplate,
  OfflineUploadResult,
  ReportCharts,
  ReportCount,
  ReviewHistory,
  ReviewSaved,
} from "../../answers/reviews.js";
import type { ReviewPapersPage } from "../../answers/reviewPhase.js";
import type { Assert, Same } from "./agree.js";
import { reviewAnswersAnswer, reviewFieldAnswer } from "./common.js";
import { reviewPaperPhase } from "./reviewPhase.js";

const myReview = z.strictObject({
  id: z.number(),
  paper_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  reviewer_evaluation: z.number().nullable(),
  reviewer_confidence: z.number().nullable(),
  reviewer_remarks: z.string(),
  reviewer_confidential_remarks: z.string(),
  reviewed_at: z.string().nullable(),
  answers: reviewAnswersAnswer,
  form_version: z.number(),
  draft: z.strictObject({ answers: reviewAnswersAnswer, form_version: z.number(), saved_at: z.string() }).nullable(),
});

const reviewPaper = z.strictObject({
  id: z.number(),
  paper_sequence: z.number(),
  paper_title: z.string(),
  keywords: z.string(),
  abstract: z.string(),
  track_id: z.number(),
  track_name: z.string(),
  status: z.number(),
  status_label: z.string(),
  has_file: z.boolean(),
  can_review: z.boolean(),
  my_review: myReview.nullable(),
  ...reviewPaperPhase.shape,
});

/** GET /paper/review-papers/{confId} */
export const reviewPapersAnswer = z.strictObject({
  data: z.array(reviewPaper),
  total: z.number(),
  assignments_hidden: z.literal(true).optional(),
});

/** POST /paper/add-review/{paperId} */
export const reviewSavedAnswer = z.discriminatedUnion("draft", [
  z.strictObject({
    draft: z.literal(true),
    updated: z.boolean(),
    reviewed_at: z.string().nullable(),
    draft_saved_at: z.string(),
    form_version: z.number(),
  }),
  z.strictObject({
    draft: z.literal(false),
    updated: z.boolean(),
    reviewed_at: z.string(),
    form_version: z.number(),
    review_version: z.number(),
  }),
]);

/** POST /paper/offline-review-form/{confId} */
export const offlineUploadAnswer = z.strictObject({
  saved: z.number(),
  refused: z.number(),
  results: z.array(
    z.strictObject({
      paper_id: z.number(),
      saved: z.boolean(),
      message: z.string(),
      errors: z.record(z.string(), z.array(z.string())),
    }),
  ),
});

/** GET /paper/review-history/{paperId}/{reviewerId} */
export const reviewHistoryAnswer = z.strictObject({
  paper_id: z.number(),
  reviewer_id: z.number(),
  versions: z.array(
    z.strictObject({
      version: z.number(),
      form_version: z.number(),
      submitted_at: z.string(),
      answers: reviewAnswersAnswer,
      fields: z.array(reviewFieldAnswer),
    }),
  ),
});

/** POST /paper/final-review/{paperId} */
export const finalDecisionAnswer = z.strictObject({
  id: z.number(),
  decision: z.string(),
  outcome: z.enum(["accept", "reject", "none"]),
  final_decision_remark: z.string(),
  status: z.number(),
  status_label: z.string(),
});

/** GET /paper/{accepted|rejected}-paper-email-tamplate/{paperId} */
export const notificationTemplateAnswer = z.strictObject({ heading: z.string(), message: z.string() });

/** POST /paper/accepted-paper-email-tamplate/{paperId} */
export const notificationSentAnswer = z.strictObject({ recipients: z.number() });

/** GET /paper/notification-jobs/{jobId} */
export const notificationJobAnswer = z.strictObject({
  id: z.number(),
  conf_id: z.number(),
  status: z.number(),
  status_label: z.string(),
  state: z.enum(["queued", "running", "done", "failed"]),
  total: z.number(),
  processed: z.number(),
  mails_queued: z.number(),
  progress: z.number().min(0).max(100),
  uses_decision_templates: z.boolean(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  last_error: z.string().nullable(),
});

const notificationJobPreview = z.strictObject({
  preview: z.literal(true),
  status: z.number(),
  status_label: z.string(),
  papers: z.number(),
  recipients: z.number(),
  uses_decision_templates: z.boolean(),
});

/** POST /paper/notification-jobs/{confId}: the job started, or (preview) what it would send. */
export const notificationJobStartAnswer = z.union([notificationJobPreview, notificationJobAnswer]);

const reportCount = z.strictObject({ status: z.number(), label: z.string(), count: z.number() });

/** GET /paper/report-counts/{confId} */
export const reportCountsAnswer = z.array(reportCount);

/** GET /paper/report-charts/{confId} */
export const reportChartsAnswer = z.strictObject({
  status_labels: z.array(z.string()),
  papers_per_track: z.array(
    z.strictObject({ track_id: z.number(), track_name: z.string(), counts: z.record(z.string(), z.number()) }),
  ),
  decisions: z.array(z.strictObject({ decision: z.string(), count: z.number() })),
  review_progress: z.strictObject({
    assigned: z.number(),
    submitted: z.number(),
    per_track: z.array(
      z.strictObject({ track_id: z.number(), track_name: z.string(), assigned: z.number(), submitted: z.number() }),
    ),
  }),
  review_fields: z.array(
    z.strictObject({
      key: z.string(),
      label: z.string(),
      type: z.enum(["score", "text", "select", "checkbox"]),
      answered: z.number(),
      average: z.number().nullable(),
      distribution: z.array(
        z.strictObject({ value: z.union([z.string(), z.number(), z.boolean()]), label: z.string(), count: z.number() }),
      ),
    }),
  ),
});

type _Agrees = [
  Assert<Same<z.output<typeof reviewPapersAnswer>, ReviewPapersPage>>,
  Assert<Same<z.output<typeof reviewSavedAnswer>, ReviewSaved>>,
  Assert<Same<z.output<typeof offlineUploadAnswer>, OfflineUploadResult>>,
  Assert<Same<z.output<typeof reviewHistoryAnswer>, ReviewHistory>>,
  Assert<Same<z.output<typeof finalDecisionAnswer>, FinalDecisionSaved>>,
  Assert<Same<z.output<typeof notificationTemplateAnswer>, NotificationTemplate>>,
  Assert<Same<z.output<typeof notificationSentAnswer>, NotificationSent>>,
  Assert<Same<z.output<typeof notificationJobAnswer>, NotificationJob>>,
  Assert<Same<z.output<typeof notificationJobPreview>, NotificationJobPreview>>,
  Assert<Same<z.output<typeof reportCount>, ReportCount>>,
  Assert<Same<z.output<typeof reportChartsAnswer>, ReportCharts>>,
];
