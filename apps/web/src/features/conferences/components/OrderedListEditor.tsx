import { type ReactNode, useEffect, useState } from "react";
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { ApiError, errorMessage } from "../../../lib/api/errors";
import { moveItem } from "../../../lib/moveItem";

/** What the row renderer gets: the row's setter and the server's 422 message for one of its fields. */
export interface RowHelpers<R> {
  update: (change: Partial<R>) => void;
  error: (field: string) => string | undefined;
}

/** The parts of one row: its inputs, anything under them, the flags beside the move buttons, a note below. */
export interface RowParts {
  fields: ReactNode;
  middle?: ReactNode;
  flags: ReactNode;
  below?: ReactNode;
}

export interface OrderedListEditorProps<R extends { rowKey: string }> {
  /** the group's accessible name */
  label: string;
  title: string;
  help: ReactNode;
  /** "Field", "File slot": names each row ("Field 2") and its buttons ("Move field 2 up") */
  itemName: string;
  /** the server's key of the list in 422 messages ("fields" for `fields.2.key`) */
  errorPrefix: string;
  /** the stored rows, once loaded */
  loaded: R[] | undefined;
  loadError: unknown;
  disabled: boolean;
  max: number;
  addLabel: string;
  newRow: (count: number) => R;
  saveLabel: string;
  saving: boolean;
  /** saves the list; resolves with the server's message and the rows as stored */
  onSave: (rows: R[]) => Promise<{ message: string; rows: R[] }>;
  renderRow: (row: R, index: number, helpers: RowHelpers<R>) => RowParts;
}

/**
 * An ordered list a chair edits row by row and saves with its own button (the extra
 * questions and the extra file slots of the Submit Paper dialog, in Edit Conference). Rows move up
 * and down and are removed here; what a row holds is the caller's.
 */
export function OrderedListEditor<R extends { rowKey: string }>(props: OrderedListEditorProps<R>) {
  const { loaded, disabled, itemName, renderRow } = props;
  const [rows, setRows] = useState<R[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  useEffect(() => {
    if (rows === null && loaded) setRows(loaded);
  }, [loaded, rows]);
  const list = rows ?? [];
  const update = (i: number, change: Partial<R>) => setRows(list.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const move = (i: number, by: number) => setRows(moveItem(list, i, by));
  const submit = async () => {
    setErrors({});
    try {
      const saved = await props.onSave(list);
      show("success", saved.message);
      setRows(saved.rows);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      show("danger", errorMessage(error));
    }
  };
  const name = itemName.toLowerCase();
  return (
    <Stack gap="xs" aria-label={props.label} role="group">
      <Text fw={500} size="sm">
        {props.title}
      </Text>
      <Text size="xs" c="dimmed">
        {props.help}
      </Text>
      <AlertMessage alert={alert} onClose={hide} />
      {props.loadError ? <Alert color="red">{errorMessage(props.loadError)}</Alert> : null}
      {list.map((row, i) => {
        const parts = renderRow(row, i, {
          update: (change) => update(i, change),
          error: (field) => errors[`${props.errorPrefix}.${i}.${field}`]?.[0],
        });
        return (
          <Paper key={row.rowKey} withBorder p="xs" radius="sm" role="group" aria-label={`${itemName} ${i + 1}`}>
            <Group align="flex-start" gap="xs" grow>
              {parts.fields}
            </Group>
            {parts.middle}
            <Group justify="space-between" mt="xs">
              {parts.flags}
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${name} ${i + 1} up`}
                  disabled={disabled || i === 0}
                  onClick={() => move(i, -1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${name} ${i + 1} down`}
                  disabled={disabled || i === list.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${name} ${i + 1}`}
                  disabled={disabled}
                  onClick={() => setRows(list.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            {parts.below}
          </Paper>
        );
      })}
      <Group justify="space-between">
        <Button
          type="button"
          variant="light"
          disabled={disabled || list.length >= props.max}
          onClick={() => setRows([...list, props.newRow(list.length)])}
        >
          {props.addLabel}
        </Button>
        <Button type="button" onClick={() => void submit()} loading={props.saving} disabled={disabled || rows === null}>
          {props.saveLabel}
        </Button>
      </Group>
    </Stack>
  );
}
