import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReviewField } from "@symposia/domain";

type Answer = string | number | boolean | null;

/** An answer as a screen writes it: a score with its label, a checkbox as Yes/No. */
export function answerText(field: ReviewField | undefined, value: Answer | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field?.type === "score") {
    const label = field.scale.find((s) => s.value === value)?.label;
    return label ? `${label} (${value})` : String(value);
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

export interface ReviewAnswersViewProps {
  /** the form to read the answers with (the review's own version when known, else the current one) */
  fields: readonly ReviewField[];
  /** the answers the server let the caller see */
  answers: Record<string, Answer>;
}

/**
 * A submitted review's answers, field by field in the form's order: scores, selects and checkboxes
 * in a grid, texts below. Answers to fields the form no longer has follow under their key, so an
 * old review stays readable after the form changed.
 */
export function ReviewAnswersView({ fields, answers }: ReviewAnswersViewProps) {
  const shown = fields.filter((f) => f.key in answers);
  const orphans = Object.keys(answers).filter((k) => !fields.some((f) => f.key === k));
  const short = shown.filter((f) => f.type !== "text");
  const long = shown.filter((f) => f.type === "text");
  return (
    <Stack gap={4} mt={4}>
      {short.length > 0 && (
        <SimpleGrid cols={2} spacing="xs">
          {short.map((f) => (
            <Text size="sm" key={f.key}>
              <Text span c="dimmed" size="sm">
                {f.label}:{" "}
              </Text>
              {answerText(f, answers[f.key])}
            </Text>
          ))}
        </SimpleGrid>
      )}
      {[
        ...long.map((f) => ({ key: f.key, label: f.label, field: f as ReviewField | undefined })),
        ...orphans.map((k) => ({ key: k, label: k, field: undefined })),
      ].map(({ key, label, field }) =>
        answers[key] === null || answers[key] === "" ? null : (
          <div key={key}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {answerText(field, answers[key])}
            </Text>
          </div>
        ),
      )}
    </Stack>
  );
}
