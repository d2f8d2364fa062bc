import { Checkbox, Select, Stack, TextInput } from "@mantine/core";
import type { SubmissionField, SubmissionFieldValues } from "@symposia/domain";

export interface SubmissionFieldInputsProps {
  defs: readonly SubmissionField[];
  values: SubmissionFieldValues;
  errors: Record<string, string[]>;
  onChange: (values: SubmissionFieldValues) => void;
}

/** The chairs' extra fields of the submission dialog; errors keyed `fields.<key>`. */
export function SubmissionFieldInputs({ defs, values, errors, onChange }: SubmissionFieldInputsProps) {
  if (!defs.length) return null;
  const set = (key: string, v: string | boolean) => onChange({ ...values, [key]: v });
  return (
    <Stack gap="xs" data-testid="submission-fields">
      {defs.map((d) => {
        const error = errors[`fields.${d.key}`]?.[0];
        const hint = d.visibility === "chairs" ? "Read by the chairs only" : undefined;
        if (d.type === "checkbox") {
          return (
            <Checkbox
              key={d.key}
              label={d.label}
              description={hint}
              required={d.required}
              checked={values[d.key] === true}
              onChange={(e) => set(d.key, e.currentTarget.checked)}
              error={error}
            />
          );
        }
        if (d.type === "select") {
          return (
            <Select
              key={d.key}
              label={d.label}
              description={hint}
              required={d.required}
              data={d.options}
              value={typeof values[d.key] === "string" ? (values[d.key] as string) : null}
              onChange={(v) => set(d.key, v ?? "")}
              clearable={!d.required}
              comboboxProps={{ withinPortal: true }}
              error={error}
            />
          );
        }
        return (
          <TextInput
            key={d.key}
            label={d.label}
            description={hint}
            required={d.required}
            value={typeof values[d.key] === "string" ? (values[d.key] as string) : ""}
            onChange={(e) => set(d.key, e.currentTarget.value)}
            error={error}
          />
        );
      })}
    </Stack>
  );
}
