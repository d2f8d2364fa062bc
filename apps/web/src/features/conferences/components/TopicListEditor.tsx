import { type MutableRefObject, useEffect, useState } from "react";
import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { useSaveTopics, useTopics } from "../../../lib/api/topics";
import { useUnsavedChanges } from "../../../lib/unsavedChanges";

interface Row {
  id?: number;
  name: string;
  /** a stable key for React while a new topic has no id yet */
  key: string;
}

/** The list as it would be saved: named rows, trimmed, in order. */
const toSave = (rows: readonly Row[]) =>
  rows
    .filter((r) => r.name.trim())
    .map((r) => (r.id === undefined ? { name: r.name.trim() } : { id: r.id, name: r.name.trim() }));

/** Saves the topics if they changed; resolves false when the save failed (the editor shows why). */
export type SaveTopicsIfChanged = () => Promise<boolean>;

/**
 * The conference's topics: add, rename, reorder, remove. A rename keeps the topic on its
 * papers; a removed topic leaves every paper and member that had it. Saved with their own button or
 * with the page's Submit (through `saveRef`); until then the editor says they are not saved.
 */
export function TopicListEditor({
  confId,
  disabled,
  saveRef,
}: {
  confId: number;
  disabled: boolean;
  saveRef?: MutableRefObject<SaveTopicsIfChanged | null>;
}) {
  const topics = useTopics(confId);
  const save = useSaveTopics(confId);
  const [rows, setRows] = useState<Row[] | null>(null);
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  useEffect(() => {
    if (rows === null && topics.data) setRows(topics.data.map((t) => ({ id: t.id, name: t.name, key: `t${t.id}` })));
  }, [topics.data, rows]);
  const list = rows ?? [];
  // the page warns before navigation drops topics typed but not saved
  const saved = JSON.stringify((topics.data ?? []).map((t) => [t.id, t.name]));
  useUnsavedChanges(
    rows !== null &&
      JSON.stringify(list.filter((r) => r.id !== undefined || r.name.trim()).map((r) => [r.id, r.name])) !== saved,
  );
  const update = (i: number, change: Partial<Row>) => setRows(list.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const move = (i: number, by: number) => {
    const next = [...list];
    const [row] = next.splice(i, 1);
    next.splice(i + by, 0, row!);
    setRows(next);
  };
  const stored = JSON.stringify((topics.data ?? []).map((t) => ({ id: t.id, name: t.name })));
  const unsaved = rows !== null && topics.data !== undefined && JSON.stringify(toSave(list)) !== stored;
  const submit = async (): Promise<boolean> => {
    try {
      const res = await save.mutateAsync(toSave(list));
      show("success", res.message);
      setRows((res.result ?? []).map((t) => ({ id: t.id, name: t.name, key: `t${t.id}` })));
      return true;
    } catch (error) {
      show("danger", errorMessage(error));
      return false;
    }
  };
  // the page's Submit saves the topics first when they changed
  useEffect(() => {
    if (!saveRef) return;
    saveRef.current = () => (unsaved && !disabled ? submit() : Promise.resolve(true));
    return () => {
      saveRef.current = null;
    };
  });
  return (
    <Stack gap="xs" aria-label="Submission topics" role="group">
      <Text fw={500} size="sm">
        Submission Topics
      </Text>
      <Text size="xs" c="dimmed">
        Authors choose one or more when they submit; TPC members state theirs; bidding and Auto Assign match them.
        Renaming keeps a topic on its papers; removing it takes it off every paper. Saved with Save topics or with the
        form&apos;s Submit.
      </Text>
      <AlertMessage alert={alert} onClose={hide} />
      {unsaved && (
        <Text size="sm" c="orange.9" role="status">
          The topic changes are not saved yet: Save topics (or the form&apos;s Submit) saves them.
        </Text>
      )}
      {list.map((row, i) => (
        <Group key={row.key} gap={4} wrap="nowrap">
          <TextInput
            aria-label={`Topic ${i + 1}`}
            value={row.name}
            onChange={(e) => update(i, { name: e.currentTarget.value })}
            style={{ flex: 1 }}
            disabled={disabled}
            maxLength={200}
          />
          <ActionIcon
            variant="subtle"
            aria-label={`Move topic ${i + 1} up`}
            disabled={disabled || i === 0}
            onClick={() => move(i, -1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move topic ${i + 1} down`}
            disabled={disabled || i === list.length - 1}
            onClick={() => move(i, 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove topic ${i + 1}`}
            disabled={disabled}
            onClick={() => setRows(list.filter((_, j) => j !== i))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          disabled={disabled}
          onClick={() => setRows([...list, { name: "", key: `n${Date.now()}${list.length}` }])}
        >
          Add topic
        </Button>
        <Button size="xs" disabled={disabled} loading={save.isPending} onClick={() => void submit()}>
          Save topics
        </Button>
      </Group>
    </Stack>
  );
}
