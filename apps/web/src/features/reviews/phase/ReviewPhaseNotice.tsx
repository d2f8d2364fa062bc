import { Alert, Paper, Stack, Text } from "@mantine/core";
import type { PhaseDeadline, ReviewPhaseInfo } from "@symposia/domain";
import { SafeHtml } from "../../../components/SafeHtml";
import { formatDeadline } from "../../../lib/deadlineText";
import { useReviewPhase } from "./api";

/** A review deadline with its zone (and UTC), as every deadline of the app is written. */
export function phaseDeadlineText(
  d: PhaseDeadline | null,
  dateFormat: string | null | undefined,
  now: number,
): string | null {
  return d ? formatDeadline({ local: d.local, timezone: d.timezone, at: d.at, dateFormat }, now) : null;
}

export function ReviewPhaseFacts({ phase, now = Date.now() }: { phase: ReviewPhaseInfo; now?: number }) {
  const soft = phaseDeadlineText(phase.review_deadline, phase.date_format, now);
  const hard = phaseDeadlineText(phase.review_hard_deadline, phase.date_format, now);
  return (
    <Stack gap={4}>
      {phase.closed_reason && (
        <Alert color="orange" variant="light" role="status" title="Reviews are not accepted now">
          {phase.closed_reason}
        </Alert>
      )}
      {soft && <Text size="sm">Review deadline: {soft}. Reviews after it are marked late.</Text>}
      {hard && (
        <Text size="sm">
          Hard review deadline: {hard}. No review is accepted after it unless a chair extends yours.
        </Text>
      )}
      {phase.instructions_html && (
        <Paper withBorder p="sm" radius="sm" aria-label="Instructions for reviewers">
          <Text size="xs" fw={600} c="dimmed" mb={4}>
            Instructions for reviewers
          </Text>
          <SafeHtml html={phase.instructions_html} />
        </Paper>
      )}
    </Stack>
  );
}

/** The review phase at the top of the reviewer's list and of the review dialog. */
export function ReviewPhaseNotice({ confId }: { confId: number }) {
  const phase = useReviewPhase(confId);
  if (!phase.data) return null;
  return <ReviewPhaseFacts phase={phase.data} />;
}
