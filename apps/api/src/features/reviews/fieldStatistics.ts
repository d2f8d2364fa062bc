import type { ReviewAnswers, ReviewField } from "@symposia/domain";

// The Reports screen's per-field figures: for each field of the form, how many submitted reviews
// answered it, the average of a score field and the distribution of a score, select or checkbox.

export interface FieldStatistics {
  key: string;
  label: string;
  type: ReviewField["type"];
  answered: number;
  average: number | null;
  distribution: { value: string | number | boolean; label: string; count: number }[];
}

export function fieldStatistics(fields: readonly ReviewField[], reviews: readonly ReviewAnswers[]): FieldStatistics[] {
  return fields.map((field) => {
    const values = reviews.map((r) => r[field.key]).filter((v) => v !== null && v !== undefined && v !== "");
    const count = (v: unknown) => values.filter((x) => x === v).length;
    let distribution: FieldStatistics["distribution"] = [];
    let average: number | null = null;
    if (field.type === "score") {
      // answers off the current scale (a scale changed since) are not averaged with the new one
      const onScale = values.filter(
        (v): v is number => typeof v === "number" && field.scale.some((s) => s.value === v),
      );
      average = onScale.length ? Math.round((onScale.reduce((a, b) => a + b, 0) / onScale.length) * 100) / 100 : null;
      distribution = [...field.scale]
        .sort((a, b) => a.value - b.value)
        .map((s) => ({ value: s.value, label: s.label, count: count(s.value) }));
    } else if (field.type === "select") {
      distribution = field.options.map((o) => ({ value: o, label: o, count: count(o) }));
    } else if (field.type === "checkbox") {
      distribution = [
        { value: true, label: "Yes", count: count(true) },
        { value: false, label: "No", count: count(false) },
      ];
    }
    return { key: field.key, label: field.label, type: field.type, answered: values.length, average, distribution };
  });
}
