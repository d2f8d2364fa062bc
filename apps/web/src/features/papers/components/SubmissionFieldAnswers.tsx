import { Stack, Text } from "@mantine/core";
import type { SubmissionField, SubmissionFieldValue } from "@symposia/domain";

export interface SubmissionFieldAnswersProps {
  /** the conference's extra fields, in order (GET /conference/submission-fields) */
  defs: readonly SubmissionField[] | undefined;
  /** the paper's `fields`: the server already left out what the caller may not read */
  values: Record<string, SubmissionFieldValue> | undefined;
}

const shown = (def: SubmissionField, v: SubmissionFieldValue | undefined): string | null => {
  if (def.type === "checkbox") return v === undefined ? null : v === true ? "Yes" : "No";
  return typeof v === "string" && v.trim() ? v : null;
};

/** The answers to the chairs' extra submission fields, "Label: answer", in the form's order. */
export function SubmissionFieldAnswers({ defs, values }: SubmissionFieldAnswersProps) {
  const rows = (defs ?? []).flatMap((def) => {
    const text = shown(def, values?.[def.key]);
    return text === null ? [] : [{ key: def.key, label: def.label, text }];
  });
  if (rows.length === 0) return null;
  return (
    <Stack gap={0} data-testid="submission-field-answers">
      {rows.map((r) => (
        <Text size="xs" c="dimmed" key={r.key} style={{ overflowWrap: "anywhere" }}>
          <Text span fw={500} inherit>
            {r.label}:
          </Text>{" "}
          {r.text}
        </Text>
      ))}
    </Stack>
  );
}
