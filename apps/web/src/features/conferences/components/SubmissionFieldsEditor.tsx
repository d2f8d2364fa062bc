import { Checkbox, NativeSelect, Textarea, TextInput } from "@mantine/core";
import { SUBMISSION_FIELD_TYPES, SUBMISSION_FIELDS_MAX, type SubmissionField } from "@symposia/domain";
import { useConferenceSubmissionFields, useSaveSubmissionFields } from "../api/submissionFields";
import { OrderedListEditor } from "./OrderedListEditor";

/** One row while editing: options as one-a-line text, a React key that survives renames. */
interface Row extends Omit<SubmissionField, "options"> {
  options: string;
  rowKey: string;
}

const TYPE_LABELS: Record<SubmissionField["type"], string> = {
  text: "Text",
  select: "Select (one of the options)",
  checkbox: "Checkbox",
};
let next = 0;
const toRow = (f: SubmissionField): Row => ({ ...f, options: f.options.join("\n"), rowKey: `r${next++}` });
const toField = ({ rowKey: _k, options, ...f }: Row): SubmissionField => ({
  ...f,
  key: f.key.trim(),
  label: f.label.trim(),
  options:
    f.type === "select"
      ? options
          .split("\n")
          .map((o) => o.trim())
          .filter(Boolean)
      : [],
});

/**
 * The extra questions of the Submit Paper dialog (additional_fields_submission_form),
 * edited in Edit Conference's Submission Details tab and saved with their own button.
 */
export function SubmissionFieldsEditor({ confId, disabled }: { confId: number; disabled: boolean }) {
  const query = useConferenceSubmissionFields(confId);
  const save = useSaveSubmissionFields(confId);
  return (
    <OrderedListEditor<Row>
      label="Additional submission fields"
      title="Additional Fields in Submission Form"
      help={
        "Extra questions of the Submit Paper dialog, in this order. Authors and chairs read every answer; assigned " +
        "reviewers read the fields visible to reviewers (in a Double-blind conference, not the free-text ones). " +
        "Saved with their own button."
      }
      itemName="Field"
      errorPrefix="fields"
      loaded={query.data?.map(toRow)}
      loadError={query.error}
      disabled={disabled}
      max={SUBMISSION_FIELDS_MAX}
      addLabel="Add field"
      newRow={(count) =>
        toRow({
          key: `field_${count + 1}`,
          label: "",
          type: "text",
          options: [],
          required: false,
          visibility: "reviewers",
        })
      }
      saveLabel="Save Fields"
      saving={save.isPending}
      onSave={async (rows) => {
        const res = await save.mutateAsync(rows.map(toField));
        return { message: res.message, rows: (res.result?.fields ?? []).map(toRow) };
      }}
      renderRow={(row, _i, { update, error }) => ({
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
            <NativeSelect
              label="Type"
              data={SUBMISSION_FIELD_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
              value={row.type}
              onChange={(e) => update({ type: e.currentTarget.value as Row["type"] })}
              disabled={disabled}
            />
            <NativeSelect
              label="Visible to"
              data={[
                { value: "reviewers", label: "Chairs and assigned reviewers" },
                { value: "chairs", label: "Chairs only" },
              ]}
              value={row.visibility}
              onChange={(e) => update({ visibility: e.currentTarget.value as Row["visibility"] })}
              disabled={disabled}
            />
          </>
        ),
        middle: row.type === "select" && (
          <Textarea
            mt="xs"
            label="Options (one a line)"
            autosize
            minRows={2}
            value={row.options}
            onChange={(e) => update({ options: e.currentTarget.value })}
            disabled={disabled}
            error={error("options")}
          />
        ),
        flags: (
          <Checkbox
            label="Required"
            checked={row.required}
            onChange={(e) => update({ required: e.currentTarget.checked })}
            disabled={disabled}
          />
        ),
      })}
    />
  );
}
