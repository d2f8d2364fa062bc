import { Anchor, Badge, Button, Text } from "@mantine/core";
import type { ReviewPaper, ReviewPaperWithPhase } from "@symposia/domain";
import { formatDeadline } from "../../../lib/deadlineText";
import { downloadReviewAttachment } from "./api";

/** The review-phase facts of one list item (the server adds them; older answers lack them). */
const phaseOf = (paper: ReviewPaper) => paper as Partial<ReviewPaperWithPhase>;

/** Late badge, extension, why the review button is missing, and the attachment, under the actions. */
export function PaperPhaseNotes({ paper, now = Date.now() }: { paper: ReviewPaper; now?: number }) {
  const phase = phaseOf(paper);
  return (
    <>
      {phase.review_late && (
        <Badge color="orange" variant="light" size="sm">
          Late
        </Badge>
      )}
      {phase.extended_until && (
        <Text size="xs">
          Your deadline for this paper:{" "}
          {formatDeadline(
            { local: phase.extended_until.local, timezone: phase.extended_until.timezone, at: phase.extended_until.at },
            now,
          )}
        </Text>
      )}
      {phase.review_closed_reason && (
        <Text size="xs" c="dimmed">
          {phase.review_closed_reason}
        </Text>
      )}
      {phase.attachment && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          onClick={() => void downloadReviewAttachment(phase.attachment!).catch(console.error)}
        >
          Attachment: {phase.attachment.file_name}
        </Anchor>
      )}
    </>
  );
}

/** The Decline button, offered while the caller is assigned and has not submitted. */
export function DeclineButton({ paper, onDecline }: { paper: ReviewPaper; onDecline?: (paper: ReviewPaper) => void }) {
  if (!onDecline || !phaseOf(paper).can_decline) return null;
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="red"
      aria-label={`Decline paper ${paper.paper_sequence}`}
      onClick={() => onDecline(paper)}
    >
      Decline
    </Button>
  );
}
