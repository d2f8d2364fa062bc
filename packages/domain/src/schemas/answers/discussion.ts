// Answer schemas of a paper's discussion, lead reviewer, meta-review, authors' response
// and subreviewer calls (answers/discussion.ts).
import { z } from "zod";
import type {
  DiscussionComment,
  DiscussionMailSetting,
  DiscussionPinResult,
  DiscussionSummaryItem,
  DiscussionThread,
  LeadReviewerChosen,
  MetaReviewAnswer,
  MetaReviewWritten,
  ResponseAnswer,
  ResponseMailOutcome,
  ResponseReview,
  ResponseSubmitted,
  SubreviewAnswer,
  SubreviewApproved,
  SubreviewPaper,
  SubreviewRequested,
  SubreviewReturned,
  SubreviewWritten,
} from "../../answers/discussion.js";
import { COMMENT_FORMATS, COMMENT_VISIBILITIES } from "../../rules/discussion.js";
import type { Assert, Same } from "./agree.js";
import { reviewAnswersAnswer, reviewFieldAnswer } from "./common.js";

/** POST /paper/comment/{paperId} and /paper/comment-update/{commentId} */
export const discussionCommentAnswer = z.strictObject({
  id: z.number(),
  paper_id: z.number(),
  author_id: z.number().nullable(),
  author_name: z.string(),
  author_role: z.enum(["chair", "reviewer", "subreviewer"]),
  visibility: z.enum(COMMENT_VISIBILITIES),
  comment: z.string(),
  comment_format: z.enum(COMMENT_FORMATS),
  created_at: z.string(),
  updated_at: z.string(),
  edited: z.boolean(),
  mine: z.boolean(),
  can_edit: z.boolean(),
});

/** GET /paper/comments/{paperId} */
export const discussionThreadAnswer = z.strictObject({
  paper_id: z.number(),
  in_discussion: z.boolean(),
  can_comment: z.boolean(),
  can_pin: z.boolean(),
  can_post_chairs_only: z.boolean(),
  discussion_mail: z.boolean(),
  comments: z.array(discussionCommentAnswer),
});

/** POST /paper/discussion-pin/{paperId} */
export const discussionPinAnswer = z.strictObject({ paper_id: z.number(), in_discussion: z.boolean() });

/** POST /paper/discussion-mail/{paperId} */
export const discussionMailAnswer = z.strictObject({ conf_id: z.number(), discussion_mail: z.boolean() });

/** GET /paper/discussion-summary/{confId} */
export const discussionSummaryAnswer = z.array(
  z.strictObject({
    paper_id: z.number(),
    in_discussion: z.boolean(),
    comments: z.number(),
    new_comments: z.number(),
    score_spread: z.number().nullable(),
    disagreement: z.boolean(),
    lead_user_id: z.number().nullable(),
    recommendation: z.string().nullable(),
  }),
);

/** POST /paper/lead/{paperId} */
export const leadReviewerAnswer = z.strictObject({ paper_id: z.number(), lead_user_id: z.number() });

/** POST /paper/meta-review/{paperId} */
export const metaReviewWrittenAnswer = z.strictObject({
  paper_id: z.number(),
  recommendation: z.string(),
  submitted_at: z.string(),
  updated: z.boolean(),
});

/** GET /paper/meta-review/{paperId} */
export const metaReviewAnswer = z.strictObject({
  paper_id: z.number(),
  lead_user_id: z.number().nullable(),
  lead_name: z.string().nullable(),
  meta_review: z.string().nullable(),
  recommendation: z.string().nullable(),
  submitted_at: z.string().nullable(),
  can_write: z.boolean(),
  can_choose_lead: z.boolean(),
  recommendations: z.array(z.string()),
});

const responseReview = z.strictObject({
  id: z.number(),
  user_id: z.number().nullable(),
  reviewer_name: z.string().nullable(),
  reviewer_evaluation: z.number().nullable(),
  reviewer_confidence: z.number().nullable(),
  reviewer_remarks: z.string().nullable(),
  answers: reviewAnswersAnswer,
  fields: z.array(reviewFieldAnswer),
});

/** GET /paper/response/{paperId} */
export const responseAnswer = z.strictObject({
  paper_id: z.number(),
  response: z.string().nullable(),
  updated_at: z.string().nullable(),
  window: z.strictObject({
    start: z.string().nullable(),
    end: z.string().nullable(),
    timezone: z.string(),
    open: z.boolean(),
    max_words: z.number().nullable(),
  }),
  can_respond: z.boolean(),
  reviews: z.array(responseReview),
  before_response: z.array(responseReview).nullable(),
});

/** POST /paper/response/{paperId} */
export const responseSubmittedAnswer = z.strictObject({
  paper_id: z.number(),
  updated: z.boolean(),
  updated_at: z.string(),
  words: z.number(),
});

/** POST /paper/response-mail/{confId} */
export const responseMailAnswer = z.strictObject({
  preview: z.boolean(),
  papers: z.number(),
  recipients: z.number(),
  queued: z.number(),
  sample: z.strictObject({ to: z.string(), subject: z.string(), text: z.string() }).nullable(),
  heading: z.string(),
  message: z.string(),
});

/** POST /paper/subreviewer/{paperId} */
export const subreviewRequestedAnswer = z.strictObject({
  id: z.number(),
  paper_id: z.number(),
  subreviewer_id: z.number(),
  status: z.enum(["awaiting_email", "requested"]),
  account_created: z.boolean(),
});

const subreviewFields = {
  id: z.number(),
  paper_id: z.number(),
  paper_sequence: z.number(),
  paper_title: z.string(),
  status: z.enum(["awaiting_email", "requested", "draft", "submitted", "approved", "returned"]),
  subreviewer: z
    .strictObject({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() })
    .nullable(),
  requested_by_name: z.string().nullable(),
  answers: reviewAnswersAnswer.nullable(),
  form: z.strictObject({ version: z.number(), fields: z.array(reviewFieldAnswer) }),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  can_write: z.boolean(),
  can_decide: z.boolean(),
};

const subreview = z.strictObject(subreviewFields);

/** GET /paper/subreviews/{paperId} and /paper/my-subreviews */
export const subreviewsAnswer = z.array(subreview);

/** GET /paper/subreview/{subreviewId} */
export const subreviewPaperAnswer = z.strictObject({
  ...subreviewFields,
  abstract: z.string().nullable(),
  keywords: z.string().nullable(),
  track_name: z.string(),
  has_file: z.boolean(),
  authors: z
    .array(z.strictObject({ first_name: z.string(), last_name: z.string(), affiliation: z.string().nullable() }))
    .nullable(),
});

/** POST /paper/subreview/{subreviewId} */
export const subreviewWrittenAnswer = z.union([
  z.strictObject({ id: z.number(), status: z.literal("draft"), saved_at: z.string() }),
  z.strictObject({ id: z.number(), status: z.literal("submitted"), submitted_at: z.string() }),
]);

/** POST /paper/subreview-approve/{subreviewId} */
export const subreviewApprovedAnswer = z.strictObject({
  id: z.number(),
  status: z.literal("approved"),
  reviewed_at: z.string(),
});

/** POST /paper/subreview-return/{subreviewId} */
export const subreviewReturnedAnswer = z.strictObject({ id: z.number(), status: z.literal("returned") });

type _Agrees = [
  Assert<Same<z.output<typeof discussionCommentAnswer>, DiscussionComment>>,
  Assert<Same<z.output<typeof discussionThreadAnswer>, DiscussionThread>>,
  Assert<Same<z.output<typeof discussionPinAnswer>, DiscussionPinResult>>,
  Assert<Same<z.output<typeof discussionMailAnswer>, DiscussionMailSetting>>,
  Assert<Same<z.output<typeof discussionSummaryAnswer>, DiscussionSummaryItem[]>>,
  Assert<Same<z.output<typeof leadReviewerAnswer>, LeadReviewerChosen>>,
  Assert<Same<z.output<typeof metaReviewWrittenAnswer>, MetaReviewWritten>>,
  Assert<Same<z.output<typeof metaReviewAnswer>, MetaReviewAnswer>>,
  Assert<Same<z.output<typeof responseReview>, ResponseReview>>,
  Assert<Same<z.output<typeof responseAnswer>, ResponseAnswer>>,
  Assert<Same<z.output<typeof responseSubmittedAnswer>, ResponseSubmitted>>,
  Assert<Same<z.output<typeof responseMailAnswer>, ResponseMailOutcome>>,
  Assert<Same<z.output<typeof subreviewRequestedAnswer>, SubreviewRequested>>,
  Assert<Same<z.output<typeof subreview>, SubreviewAnswer>>,
  Assert<Same<z.output<typeof subreviewPaperAnswer>, SubreviewPaper>>,
  Assert<Same<z.output<typeof subreviewWrittenAnswer>, SubreviewWritten>>,
  Assert<Same<z.output<typeof subreviewApprovedAnswer>, SubreviewApproved>>,
  Assert<Same<z.output<typeof subreviewReturnedAnswer>, SubreviewReturned>>,
];
