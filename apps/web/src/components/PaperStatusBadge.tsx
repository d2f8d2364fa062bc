import { Badge } from "@mantine/core";
import { PAPER_STATUS, paperStatusLabel } from "@symposia/domain";

const COLORS: Record<number, string> = {
  [PAPER_STATUS.SUBMITTED]: "blue",
  [PAPER_STATUS.NO_DECISION]: "gray",
  [PAPER_STATUS.REJECTED]: "red",
  [PAPER_STATUS.WITHDRAWN]: "orange",
  [PAPER_STATUS.BLOCKED]: "dark",
  [PAPER_STATUS.ACCEPTED]: "teal",
};

/** The status label from the shared list (one reading of 25 and 30 everywhere). */
export function PaperStatusBadge({ status }: { status: number }) {
  return (
    // Dark text on the light tint: the tinted text of some colours (orange) fails WCAG contrast.
    <Badge color={COLORS[status] ?? "gray"} variant="light" c="dark.8" tt="none">
      {paperStatusLabel(status)}
    </Badge>
  );
}
