import { useEffect, useState } from "react";
import { ActionIcon, Alert, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { SUBMISSION_FIELD_TYPES, SUBMISSION_FIELDS_MAX, type SubmissionField } from "@symposia/domain";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { ApiError, errorMessage } from "../../../lib/api/errors";
import { useConferenceSubmissionFields, useSaveSubmissionFields } from "../api/submissionFields";

/** One row while editing: options as one-a-line text, a React key that survives renames. */
interface Row extends Omit<SubmissionField, "options"> {
  options: string;
  rowKey: string;
}

const TYPE_LABELS: Record<SubmissionField["type"], string> = { text: "Text", select: "Select (one of the options)", checkbox: "Checkbox" };
let next = 0;
const toRow = (f: SubmissionField): Row => ({ ...f, options: f.options.join("\n"), rowKey: `r${next++}` });
const toField = ({ rowKey: _k, options, ...f }: Row): SubmissionField => ({
  ...f,
  key: f.key.trim(),
  label: f.label.trim(),
  options: f.type === "select" ? options.split("\n").map((o) => o.trim()).filter(Boolean) : [],
});

/**
 * The extra questions of the Submit Paper dialog (issue 19, additional_fields_submission_form),
 * edited in Edit Conference's Submission Details tab and saved with their own button.
 */
export function SubmissionFieldsEditor({ confId, disabled }: { confId: number; disabled: boolean }) {
  const query = useConferenceSubmissionFields(confId);
  const save = useSaveSubmissionFields(confId);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  useEffect(() => {
    if (rows === null && query.data) setRows(query.data.map(toRow));
  }, [query.data, rows]);
  const list = rows ?? [];
  const update = (i: number, change: Partial<Row>) => setRows(list.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const move = (i: number, by: number) => {
    const copy = [...list];
    const [row] = copy.splice(i, 1);
    copy.splice(i + by, 0, row!);
    setRows(copy);
  };
  /** the server's 422 messages for row i (keys like `fields.2.key`) */
  const rowError = (i: number, field: string) => errors[`fields.${i}.${field}`]?.[0];
  const submit = () => {
    setErrors({});
    save.mutate(list.map(toField), {
      onSuccess: (res) => {
        show("success", res.message);
        setRows((res.result?.fields ?? []).map(toRow));
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors);
        show("danger", errorMessage(error));
      },
    });
  };
  return (
    <Stack gap="xs" aria-label="Additional submission fields" role="group">
      <Text fw={500} size="sm">
        Additional Fields in Submission Form
      </Text>
      <Text size="xs" c="dimmed">
        Extra questions of the Submit Paper dialog, in this order. Authors and chairs read every answer; assigned reviewers read the fields visible to reviewers (in a Double-blind conference, not the free-text ones). Saved with their own button.
      </Text>
      <AlertMessage alert={alert} onClose={hide} />
      {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
      {list.map((row, i) => (
        <Paper key={row.rowKey} withBorder p="xs" radius="sm" role="group" aria-label={`Field ${i + 1}`}>
          <Group align="flex-start" gap="xs" grow>
            <TextInput label="Key" description="letters, digits, _" value={row.key} onChange={(e) => update(i, { key: e.currentTarget.value })} disabled={disabled} maxLength={40} error={rowError(i, "key")} />
            <TextInput label="Label" value={row.label} onChange={(e) => update(i, { label: e.currentTarget.value })} disabled={disabled} maxLength={200} error={rowError(i, "label")} />
            <NativeSelect
              label="Type"
              data={SUBMISSION_FIELD_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
              value={row.type}
              onChange={(e) => update(i, { type: e.currentTarget.value as Row["type"] })}
              disabled={disabled}
            />
            <NativeSelect
              label="Visible to"
              data={[
                { value: "reviewers", label: "Chairs and assigned reviewers" },
                { value: "chairs", label: "Chairs only" },
              ]}
              value={row.visibility}
              onChange={(e) => update(i, { visibility: e.currentTarget.value as Row["visibility"] })}
              disabled={disabled}
            />
          </Group>
          {row.type === "select" && (
            <Textarea
              mt="xs"
              label="Options (one a line)"
              autosize
              minRows={2}
              value={row.options}
              onChange={(e) => update(i, { options: e.currentTarget.value })}
              disabled={disabled}
              error={rowError(i, "options")}
            />
          )}
          <Group justify="space-between" mt="xs">
            <Checkbox label="Required" checked={row.required} onChange={(e) => update(i, { required: e.currentTarget.checked })} disabled={disabled} />
            <Group gap={4}>
              <ActionIcon variant="subtle" aria-label={`Move field ${i + 1} up`} disabled={disabled || i === 0} onClick={() => move(i, -1)}>
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label={`Move field ${i + 1} down`} disabled={disabled || i === list.length - 1} onClick={() => move(i, 1)}>
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={`Remove field ${i + 1}`} disabled={disabled} onClick={() => setRows(list.filter((_, j) => j !== i))}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
      <Group justify="space-between">
        <Button
          type="button"
          variant="light"
          disabled={disabled || list.length >= SUBMISSION_FIELDS_MAX}
          onClick={() => setRows([...list, toRow({ key: `field_${list.length + 1}`, label: "", type: "text", options: [], required: false, visibility: "reviewers" })])}
        >
          Add field
        </Button>
        <Button type="button" onClick={submit} loading={save.isPending} disabled={disabled || rows === null}>
          Save Fields
        </Button>
      </Group>
    </Stack>
  );
}
