import { Badge } from "@mantine/core";

const LABELS: Record<number, { label: string; color: string }> = {
  0: { label: "Invited", color: "yellow" },
  1: { label: "Member", color: "teal" },
  2: { label: "Declined", color: "gray" },
  3: { label: "Awaiting email verification", color: "orange" },
};

/** A TPC membership's state: 0 invitation pending, 1 accepted member, 2 declined, 3 typed by hand and held until the account proves its address. */
export function MemberStatusBadge({ status }: { status: number }) {
  const { label, color } = LABELS[status] ?? { label: `Status ${status}`, color: "gray" };
  return (
    <Badge size="xs" variant="light" color={color}>
      {label}
    </Badge>
  );
}
