import { Badge } from "@mantine/core";

const LABELS: Record<number, { label: string; color: string }> = {
  0: { label: "Invited", color: "yellow" },
  1: { label: "Member", color: "teal" },
  2: { label: "Declined", color: "gray" },
};

/** A TPC membership's state: 0 invitation pending, 1 accepted member, 2 declined. */
export function MemberStatusBadge({ status }: { status: number }) {
  const { label, color } = LABELS[status] ?? { label: `Status ${status}`, color: "gray" };
  return (
    <Badge size="xs" variant="light" color={color}>
      {label}
    </Badge>
  );
}
