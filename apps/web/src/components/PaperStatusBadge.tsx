import type { ReactNode } from "react";
import { Badge, type BadgeProps } from "@mantine/core";
import { PAPER_STATUS, paperStatusText } from "@symposia/domain";

const COLORS: Record<number, string> = {
  [PAPER_STATUS.SUBMITTED]: "blue",
  [PAPER_STATUS.NO_DECISION]: "gray",
  [PAPER_STATUS.REJECTED]: "red",
  [PAPER_STATUS.WITHDRAWN]: "orange",
  [PAPER_STATUS.BLOCKED]: "dark",
  [PAPER_STATUS.ACCEPTED]: "teal",
};

/**
 * Mantine's badge is one line cut with an ellipsis at its container's width; a status or a
 * chair's decision label ("Accept as short paper") is read whole, so it wraps instead and keeps
 * its width in a row of other items.
 */
export const WHOLE_TEXT_BADGE_STYLES: BadgeProps["styles"] = {
  root: { height: "auto", minHeight: "var(--badge-height)", maxWidth: "100%", flexShrink: 0, paddingBlock: 2 },
  label: { whiteSpace: "normal", overflow: "visible", textOverflow: "clip", lineHeight: 1.3 },
};

/** A badge whose text is never cut off (see WHOLE_TEXT_BADGE_STYLES). */
export function WholeBadge(props: BadgeProps & { children: ReactNode }) {
  return <Badge tt="none" styles={WHOLE_TEXT_BADGE_STYLES} {...props} />;
}

/**
 * The status a person reads: the conference's own decision label once decided (the answer's
 * status_label, else worked out from the decision), the shared status label otherwise (one reading
 * of 25 and 30 everywhere).
 */
export function PaperStatusBadge({
  status,
  decision,
  label,
}: {
  status: number;
  decision?: string | null;
  label?: string;
}) {
  return (
    // Dark text on the light tint: the tinted text of some colours (orange) fails WCAG contrast.
    <WholeBadge color={COLORS[status] ?? "gray"} variant="light" c="dark.8">
      {label ?? paperStatusText(status, decision)}
    </WholeBadge>
  );
}
