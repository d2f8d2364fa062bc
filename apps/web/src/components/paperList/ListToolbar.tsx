// Above a paper list: the current result's counts, the selection (with "select all N results"),
// and the view menu (columns shown, details on the rows). Kept with the list's hooks.
import { Button, Checkbox, Group, Menu, Stack, Switch, Text } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import type { RowSelection } from "./useRowSelection";
import { PAPER_COLUMNS, type PaperColumnId } from "./useColumnChooser";

export function ResultCounts({ total, shown, selected }: { total: number; shown: number; selected: number }) {
  return (
    <Text size="sm" role="status" aria-label="Result counts">
      {total} {total === 1 ? "paper" : "papers"}
      {shown < total ? ` · ${shown} on this page` : ""}
      {selected > 0 ? ` · ${selected} selected` : ""}
    </Text>
  );
}

export function SelectionControls({
  selection,
  total,
  canSelectAll,
}: {
  selection: RowSelection;
  total: number;
  /** "select all N results" stands for the current query: only where the query says what the list shows */
  canSelectAll: boolean;
}) {
  if (selection.count === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label="Selection">
      <Text size="sm">{selection.allResults ? `All ${total} results selected` : `${selection.count} selected`}</Text>
      {!selection.allResults && canSelectAll && total > selection.count && (
        <Button size="compact-sm" variant="subtle" onClick={selection.selectAllResults}>
          Select all {total} results
        </Button>
      )}
      <Button size="compact-sm" variant="subtle" color="gray" onClick={selection.clear}>
        Clear selection
      </Button>
    </Group>
  );
}

export function ColumnChooser({
  shows,
  setShown,
  details,
  setDetails,
  columns = PAPER_COLUMNS,
}: {
  shows: (id: PaperColumnId) => boolean;
  setShown: (id: PaperColumnId, shown: boolean) => void;
  details: boolean;
  setDetails: (details: boolean) => void;
  columns?: readonly { id: PaperColumnId; label: string }[];
}) {
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconColumns size={14} aria-hidden />}>
          Columns
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={6} p={6}>
          <Switch
            size="xs"
            label="Show details on each row"
            checked={details}
            onChange={(e) => setDetails(e.currentTarget.checked)}
          />
          {columns.map((c) => (
            <Checkbox
              key={c.id}
              size="xs"
              label={c.label}
              checked={shows(c.id)}
              onChange={(e) => setShown(c.id, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
