// The kinds and limits of the fields chairs design (review form, submission fields, file slots):
// plain constants, shared by the schemas (../schemas/) and the rules that check answers (../rules/).

/** authors: authors, PC and chairs; pc: PC and chairs; chairs: chairs only. */
export const REVIEW_FIELD_VISIBILITIES = ["authors", "pc", "chairs"] as const;
export type ReviewFieldVisibility = (typeof REVIEW_FIELD_VISIBILITIES)[number];

export const SUBMISSION_FIELD_TYPES = ["text", "select", "checkbox"] as const;
export const SUBMISSION_FIELD_VISIBILITIES = ["reviewers", "chairs"] as const;
export const SUBMISSION_FIELDS_MAX = 30;
export const SUBMISSION_FIELD_TEXT_MAX = 2000;

export const SUBMISSION_FILE_TYPES = ["pdf", "zip", "doc", "docx"] as const;
export type SubmissionFileType = (typeof SUBMISSION_FILE_TYPES)[number];
/** a submission carries at most 5 files (the paper file and these), multipart.ts's limit */
export const SUBMISSION_FILE_SLOTS_MAX = 4;
