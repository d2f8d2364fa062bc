// One reading of the paper status numbers, used by every screen and call (the spec's report
// labels for 25 and 30 contradict its actions; the actions win: 25 is Withdrawn, 30 is Blocked).
export const PAPER_STATUS = {
  SUBMITTED: 0,
  NO_DECISION: 18,
  REJECTED: 20,
  WITHDRAWN: 25,
  BLOCKED: 30,
  ACCEPTED: 35,
} as const;
export type PaperStatus = (typeof PAPER_STATUS)[keyof typeof PAPER_STATUS];

export const PAPER_STATUS_LABELS: Record<number, string> = {
  0: "Submitted",
  5: "Five",
  10: "Ten",
  15: "Fiften",
  18: "No Decision",
  20: "Rejected / Probably Rejected",
  25: "Withdrawn",
  30: "Blocked",
  35: "Accepted / Probably Accepted",
  40: "Fourty",
};

export function paperStatusLabel(status: number): string {
  return PAPER_STATUS_LABELS[status] ?? `Status ${status}`;
}

/** Status filters of the Reports screen and GET /paper/all `status`. */
export const REPORT_FILTER = { ALL: 1000, MISSING_PAPER: 1010 } as const;
export const REPORT_FILTERS = [
  { value: 1000, label: "All" },
  { value: 0, label: "Submitted" },
  { value: 30, label: "Blocked" },
  { value: 25, label: "Withdrawn" },
  { value: 18, label: "No Decision" },
  { value: 20, label: "Reject/Probably Reject" },
  { value: 35, label: "Accept/Probably Accept" },
  { value: 1010, label: "Missing paper" },
] as const;
export const REPORT_FILTER_VALUES: readonly number[] = REPORT_FILTERS.map((f) => f.value);

export const DECISIONS = ["No Decision", "Probably Accept", "Accept", "Probably Reject", "Reject"] as const;
export type Decision = (typeof DECISIONS)[number];
export const DEFAULT_DECISION: Decision = "No Decision";

export const DECIDED_STATUSES: readonly number[] = [
  PAPER_STATUS.ACCEPTED,
  PAPER_STATUS.REJECTED,
  PAPER_STATUS.NO_DECISION,
];

export const REVIEWER_EVALUATIONS = [
  { value: 3, label: "Strong Accept" },
  { value: 2, label: "Accept" },
  { value: 1, label: "Weak Accept" },
  { value: 0, label: "Borderline Paper" },
  { value: -1, label: "Weak Reject" },
  { value: -2, label: "Reject" },
  { value: -3, label: "Strong Reject" },
] as const;

export const REVIEWER_CONFIDENCES = [
  { value: 5, label: "Expert" },
  { value: 4, label: "High" },
  { value: 3, label: "Medium" },
  { value: 2, label: "Low" },
  { value: 1, label: "None" },
] as const;

export function evaluationLabel(value: number | null | undefined): string {
  return REVIEWER_EVALUATIONS.find((e) => e.value === value)?.label ?? "";
}
export function confidenceLabel(value: number | null | undefined): string {
  return REVIEWER_CONFIDENCES.find((e) => e.value === value)?.label ?? "";
}

export const PAPER_FILE_EXTENSIONS = ["pdf", "doc", "docx"] as const;
export const INVALID_FILE_TYPE_MESSAGE = "Invalid file type. Please select a valid file.";

export function hasAllowedPaperExtension(fileName: string): boolean {
  const ext = fileName.split(".").pop()?.toLowerCase() ?? "";
  return fileName.includes(".") && (PAPER_FILE_EXTENSIONS as readonly string[]).includes(ext);
}
