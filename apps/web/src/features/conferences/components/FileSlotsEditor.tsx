import { Checkbox, Group, NumberInput, Text, TextInput } from "@mantine/core";
import {
  SUBMISSION_FILE_SLOTS_MAX,
  SUBMISSION_FILE_TYPES,
  type SubmissionFileSlot,
  type SubmissionFileType,
} from "@symposia/domain";
import { useConferenceFileSlots, useSaveFileSlots } from "../api/fileSlots";
import { OrderedListEditor } from "./OrderedListEditor";

/** a slot while editing: the size box may be empty for a moment */
interface Row extends Omit<SubmissionFileSlot, "max_mb"> {
  max_mb: number | "";
  rowKey: string;
}

let next = 0;
const toRow = (s: SubmissionFileSlot): Row => ({ ...s, rowKey: `s${next++}` });
const toSlot = ({ rowKey: _k, ...s }: Row): SubmissionFileSlot => ({
  ...s,
  key: s.key.trim(),
  label: s.label.trim(),
  max_mb: s.max_mb === "" ? 0 : s.max_mb,
});

/**
 * The extra files of the Submit Paper dialog (file_upload_fields_submission_form), edited
 * in Edit Conference's Submission Details tab and saved with their own button.
 */
export function FileSlotsEditor({ confId, disabled }: { confId: number; disabled: boolean }) {
  const query = useConferenceFileSlots(confId);
  const save = useSaveFileSlots(confId);
  const limit = query.data?.upload_limit_mb ?? 1;
  return (
    <OrderedListEditor<Row>
      label="File upload fields"
      title="File Upload Fields in Submission Form"
      help={
        `Files authors hand in besides the paper file (at most ${SUBMISSION_FILE_SLOTS_MAX}; each at most ${limit} MB, ` +
        "the site's upload limit). A required one must come with the paper file. Whoever may see the paper may download " +
        "them. Saved with their own button."
      }
      itemName="File slot"
      errorPrefix="slots"
      loaded={query.data?.slots.map(toRow)}
      loadError={query.error}
      disabled={disabled}
      max={SUBMISSION_FILE_SLOTS_MAX}
      addLabel="Add file slot"
      newRow={(count) =>
        toRow({ key: `file_${count + 1}`, label: "", types: ["pdf"], max_mb: Math.min(10, limit), required: false })
      }
      saveLabel="Save File Slots"
      saving={save.isPending}
      onSave={async (rows) => {
        const res = await save.mutateAsync(rows.map(toSlot));
        return { message: res.message, rows: (res.result?.slots ?? []).map(toRow) };
      }}
      renderRow={(row, _i, { update, error }) => {
        const toggleType = (type: SubmissionFileType, on: boolean) => {
          const types = on ? [...row.types, type] : row.types.filter((t) => t !== type);
          update({ types: SUBMISSION_FILE_TYPES.filter((t) => types.includes(t)) });
        };
        return {
          fields: (
            <>
              <TextInput
                label="Key"
                description="letters, digits, _"
                value={row.key}
                onChange={(e) => update({ key: e.currentTarget.value })}
                disabled={disabled}
                maxLength={40}
                error={error("key")}
              />
              <TextInput
                label="Label"
                value={row.label}
                onChange={(e) => update({ label: e.currentTarget.value })}
                disabled={disabled}
                maxLength={200}
                error={error("label")}
              />
              <NumberInput
                label="Max size (MB)"
                min={1}
                max={limit}
                allowDecimal={false}
                value={row.max_mb}
                onChange={(v) => update({ max_mb: typeof v === "number" ? v : "" })}
                disabled={disabled}
                error={error("max_mb")}
              />
            </>
          ),
          flags: (
            <Group gap="sm" role="group" aria-label="Allowed types">
              {SUBMISSION_FILE_TYPES.map((t) => (
                <Checkbox
                  key={t}
                  label={t}
                  checked={row.types.includes(t)}
                  onChange={(e) => toggleType(t, e.currentTarget.checked)}
                  disabled={disabled}
                />
              ))}
              <Checkbox
                label="Required"
                checked={row.required}
                onChange={(e) => update({ required: e.currentTarget.checked })}
                disabled={disabled}
              />
            </Group>
          ),
          below: error("types") && (
            <Text size="xs" c="red">
              {error("types")}
            </Text>
          ),
        };
      }}
    />
  );
}
