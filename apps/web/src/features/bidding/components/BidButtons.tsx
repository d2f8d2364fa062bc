import { SegmentedControl } from "@mantine/core";
import type { StoredBid } from "@symposia/domain";

export const BID_OPTIONS = [
  { value: "yes", label: "Yes", key: "y" },
  { value: "maybe", label: "Maybe", key: "m" },
  { value: "no", label: "No", key: "n" },
  { value: "", label: "No bid", key: "0" },
] as const;

/** A paper's bid: one control per row, also reachable by the keys the page lists. */
export function BidButtons({
  paperTitle,
  bid,
  disabled,
  onBid,
}: {
  paperTitle: string;
  bid: StoredBid | null;
  disabled: boolean;
  onBid: (bid: string) => void;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={`Bid on ${paperTitle}`}
      value={bid ?? ""}
      disabled={disabled}
      onChange={onBid}
      data={BID_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}
