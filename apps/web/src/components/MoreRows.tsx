import { Button, Group, Text } from "@mantine/core";

/** Under a table rendered on demand: how many rows are shown, and a way to show them all. */
export function MoreRows({
  shown,
  total,
  noun,
  onShowAll,
}: {
  shown: number;
  total: number;
  noun: string;
  onShowAll: () => void;
}) {
  if (shown >= total) return null;
  return (
    <Group gap="sm" justify="center">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {shown} of {total} {noun}; more appear as you scroll.
      </Text>
      <Button size="compact-sm" variant="light" onClick={onShowAll}>
        Show all {total} {noun}
      </Button>
    </Group>
  );
}
