import { useEffect, useState } from "react";
import { ActionIcon, Alert, Button, Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { SUBMISSION_FILE_SLOTS_MAX, SUBMISSION_FILE_TYPES, type SubmissionFileSlot, type SubmissionFileType } from "@symposia/domain";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { ApiError, errorMessage } from "../../../lib/api/errors";
import { useConferenceFileSlots, useSaveFileSlots } from "../api/fileSlots";

/** a slot while editing: the size box may be empty for a moment */
interface Row extends Omit<SubmissionFileSlot, "max_mb"> {
  max_mb: number | "";
  rowKey: string;
}

let next = 0;
const toRow = (s: SubmissionFileSlot): Row => ({ ...s, rowKey: `s${next++}` });

/**
 * The extra files of the Submit Paper dialog (issue 19, file_upload_fields_submission_form), edited
 * in Edit Conference's Submission Details tab and saved with their own button.
 */
export function FileSlotsEditor({ confId, disabled }: { confId: number; disabled: boolean }) {
  const query = useConferenceFileSlots(confId);
  const save = useSaveFileSlots(confId);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  useEffect(() => {
    if (rows === null && query.data) setRows(query.data.slots.map(toRow));
  }, [query.data, rows]);
  const limit = query.data?.upload_limit_mb ?? 1;
  const list = rows ?? [];
  const update = (i: number, change: Partial<Row>) => setRows(list.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const move = (i: number, by: number) => {
    const copy = [...list];
    const [row] = copy.splice(i, 1);
    copy.splice(i + by, 0, row!);
    setRows(copy);
  };
  const toggleType = (i: number, type: SubmissionFileType, on: boolean) => {
    const types = on ? [...list[i]!.types, type] : list[i]!.types.filter((t) => t !== type);
    update(i, { types: SUBMISSION_FILE_TYPES.filter((t) => types.includes(t)) });
  };
  const rowError = (i: number, field: string) => errors[`slots.${i}.${field}`]?.[0];
  const submit = () => {
    setErrors({});
    save.mutate(
      list.map(({ rowKey: _k, ...s }) => ({ ...s, key: s.key.trim(), label: s.label.trim(), max_mb: s.max_mb === "" ? 0 : s.max_mb })),
      {
        onSuccess: (res) => {
          show("success", res.message);
          setRows((res.result?.slots ?? []).map(toRow));
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fieldErrors);
          show("danger", errorMessage(error));
        },
      },
    );
  };
  return (
    <Stack gap="xs" aria-label="File upload fields" role="group">
      <Text fw={500} size="sm">
        File Upload Fields in Submission Form
      </Text>
      <Text size="xs" c="dimmed">
        Files authors hand in besides the paper file (at most {SUBMISSION_FILE_SLOTS_MAX}; each at most {limit} MB, the site&apos;s upload limit). A required one must come with the paper file. Whoever may see the paper may download them. Saved with their own button.
      </Text>
      <AlertMessage alert={alert} onClose={hide} />
      {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
      {list.map((row, i) => (
        <Paper key={row.rowKey} withBorder p="xs" radius="sm" role="group" aria-label={`File slot ${i + 1}`}>
          <Group align="flex-start" gap="xs" grow>
            <TextInput label="Key" description="letters, digits, _" value={row.key} onChange={(e) => update(i, { key: e.currentTarget.value })} disabled={disabled} maxLength={40} error={rowError(i, "key")} />
            <TextInput label="Label" value={row.label} onChange={(e) => update(i, { label: e.currentTarget.value })} disabled={disabled} maxLength={200} error={rowError(i, "label")} />
            <NumberInput label="Max size (MB)" min={1} max={limit} allowDecimal={false} value={row.max_mb} onChange={(v) => update(i, { max_mb: typeof v === "number" ? v : "" })} disabled={disabled} error={rowError(i, "max_mb")} />
          </Group>
          <Group justify="space-between" mt="xs">
            <Group gap="sm" role="group" aria-label="Allowed types">
              {SUBMISSION_FILE_TYPES.map((t) => (
                <Checkbox key={t} label={t} checked={row.types.includes(t)} onChange={(e) => toggleType(i, t, e.currentTarget.checked)} disabled={disabled} />
              ))}
              <Checkbox label="Required" checked={row.required} onChange={(e) => update(i, { required: e.currentTarget.checked })} disabled={disabled} />
            </Group>
            <Group gap={4}>
              <ActionIcon variant="subtle" aria-label={`Move file slot ${i + 1} up`} disabled={disabled || i === 0} onClick={() => move(i, -1)}>
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label={`Move file slot ${i + 1} down`} disabled={disabled || i === list.length - 1} onClick={() => move(i, 1)}>
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={`Remove file slot ${i + 1}`} disabled={disabled} onClick={() => setRows(list.filter((_, j) => j !== i))}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
          {rowError(i, "types") && (
            <Text size="xs" c="red">
              {rowError(i, "types")}
            </Text>
          )}
        </Paper>
      ))}
      <Group justify="space-between">
        <Button
          type="button"
          variant="light"
          disabled={disabled || list.length >= SUBMISSION_FILE_SLOTS_MAX}
          onClick={() => setRows([...list, toRow({ key: `file_${list.length + 1}`, label: "", types: ["pdf"], max_mb: Math.min(10, limit), required: false })])}
        >
          Add file slot
        </Button>
        <Button type="button" onClick={submit} loading={save.isPending} disabled={disabled || rows === null}>
          Save File Slots
        </Button>
      </Group>
    </Stack>
  );
}
