import { Table, UnstyledButton, Group, Text } from "@mantine/core";
import { IconArrowsSort, IconSortAscending, IconSortDescending } from "@tabler/icons-react";

export interface SortableHeaderProps {
  label: string;
  /** This column's sort direction, or null when the table is sorted by another column. */
  direction: "asc" | "desc" | null;
  onSort: () => void;
}

/** A column header that toggles ascending/descending on click; announces the order via aria-sort. */
export function SortableHeader({ label, direction, onSort }: SortableHeaderProps) {
  const Icon = direction === "asc" ? IconSortAscending : direction === "desc" ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th
      aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none"}
      style={{ whiteSpace: "nowrap" }}
    >
      <UnstyledButton onClick={onSort} aria-label={`Sort by ${label}`}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Icon
            size={15}
            aria-hidden
            color={direction ? "var(--mantine-color-brand-7)" : "var(--mantine-color-gray-5)"}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
