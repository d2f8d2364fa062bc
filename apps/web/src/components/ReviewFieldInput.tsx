import { Checkbox, NativeSelect, Text, Textarea } from "@mantine/core";
import { type ReviewAnswer, type ReviewField, countWords } from "@symposia/domain";
import { reviewFieldDescription } from "./reviewFieldDescription";

// One field of the conference's review form, shared by the review dialog and the subreviewer's page
// so both write on the same inputs (and the same word counter) as the server checks.

export interface ReviewFieldInputProps {
  field: ReviewField;
  value: string | boolean;
  error?: string | undefined;
  onChange: (value: string | boolean) => void;
}

/**
 * A stored answer as the input holds it: a new answer starts empty ("Choose…" on a score or a
 * select), a checkbox unticked. A preselected score (the spec's reference client starts at Strong
 * Accept / Expert) is how reviews nobody chose get stored, so nothing is picked for the reviewer.
 */
export function reviewFieldValue(field: ReviewField, answer: ReviewAnswer | undefined): string | boolean {
  if (field.type === "checkbox") return answer === true;
  if (answer === null || answer === undefined) return "";
  return String(answer);
}

/** The empty choice every score and select starts from. */
export const NO_CHOICE = { value: "", label: "Choose…" } as const;

/** The words of a text answer against its limits, counted by the server's own counter. */
function wordCounter(field: Extract<ReviewField, { type: "text" }>, text: string): string {
  const words = countWords(text);
  const limits = [
    field.min_words != null ? `at least ${field.min_words}` : null,
    field.max_words != null ? `at most ${field.max_words}` : null,
  ].filter(Boolean);
  return `${words} word${words === 1 ? "" : "s"}${limits.length ? ` (${limits.join(", ")})` : ""}`;
}

/** One field of the conference's review form as the review dialog shows it. */
export function ReviewFieldInput({ field, value, error, onChange }: ReviewFieldInputProps) {
  const description = reviewFieldDescription(field);
  if (field.type === "checkbox") {
    return (
      <Checkbox
        label={field.label}
        description={description}
        checked={value === true}
        error={error}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    );
  }
  if (field.type === "score" || field.type === "select") {
    const choices =
      field.type === "score"
        ? field.scale.map((s) => ({ value: String(s.value), label: s.label }))
        : field.options.map((o) => ({ value: o, label: o }));
    const data = [NO_CHOICE, ...choices];
    return (
      <NativeSelect
        label={field.label}
        description={description}
        required={field.required}
        data={data}
        value={String(value)}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  const text = typeof value === "string" ? value : "";
  return (
    <div>
      <Textarea
        label={field.label}
        description={description}
        required={field.required}
        autosize
        minRows={4}
        value={text}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <Text size="xs" c="dimmed" data-testid={`words-${field.key}`}>
        {wordCounter(field, text)}
      </Text>
    </div>
  );
}
