import { Text, type TextProps } from "@mantine/core";
import type { SubmissionState } from "@symposia/domain";
import { submissionStatusText } from "../lib/submissionText";

/** Whether submission is open and until when: conference card, My Papers, public CFP. */
export function SubmissionStatus({
  state,
  now,
  dateFormat,
  ...props
}: { state: SubmissionState | undefined; now?: number; dateFormat?: string | null } & TextProps) {
  if (!state) return null;
  return (
    <Text size="sm" c={state.registration_open ? "teal.9" : "dimmed"} data-testid="submission-status" {...props}>
      {submissionStatusText(state, now ?? Date.now(), dateFormat)}
    </Text>
  );
}
