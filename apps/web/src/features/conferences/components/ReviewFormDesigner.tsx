import { useEffect, useState } from "react";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import {
  REVIEW_FIELD_TYPES,
  REVIEW_FIELD_VISIBILITIES,
  type ReviewField,
  type ReviewFieldInput,
} from "@symposia/domain";
import { notifyError, notifySuccess } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { ApiError, errorMessage } from "../../../lib/api/errors";
import { useReviewForm, useSaveReviewForm } from "../../../lib/api/reviewForms";

// The review form designer of Edit Conference's Review Details tab: ordered fields with
// their type, scale or options, word limits, required flag and visibility. It saves through
// POST /conference/review-form, apart from the settings form (no <form> of its own: it sits in one).

const VISIBILITY_LABELS: Record<string, string> = {
  authors: "Authors, PC and chairs",
  pc: "PC and chairs",
  chairs: "Chairs only",
};

/** A field being edited: the scale and options as text lines, so they type freely. */
interface Draft {
  key: string;
  label: string;
  description: string;
  type: ReviewField["type"];
  required: boolean;
  visibility: ReviewField["visibility"];
  scale: string;
  options: string;
  min_words: number | "";
  max_words: number | "";
}

function toDraft(f: ReviewField): Draft {
  return {
    key: f.key,
    label: f.label,
    description: f.description,
    type: f.type,
    required: f.required,
    visibility: f.visibility,
    scale: f.type === "score" ? f.scale.map((s) => `${s.value} = ${s.label}`).join("\n") : "",
    options: f.type === "select" ? f.options.join("\n") : "",
    min_words: f.type === "text" && f.min_words != null ? f.min_words : "",
    max_words: f.type === "text" && f.max_words != null ? f.max_words : "",
  };
}

/** "3 = Strong Accept" per line; a line without "=" is its own label. */
function parseScale(text: string) {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const [value, ...rest] = line.split("=");
      return { value: Number(value!.trim()), label: rest.join("=").trim() || value!.trim() };
    });
}

function fromDraft(d: Draft): ReviewFieldInput {
  const base = {
    key: d.key.trim(),
    label: d.label,
    description: d.description,
    required: d.required,
    visibility: d.visibility,
  };
  if (d.type === "score") return { ...base, type: "score", scale: parseScale(d.scale) };
  if (d.type === "select")
    return {
      ...base,
      type: "select",
      options: d.options
        .split("\n")
        .map((o) => o.trim())
        .filter(Boolean),
    };
  if (d.type === "text")
    return {
      ...base,
      type: "text",
      min_words: d.min_words === "" ? null : d.min_words,
      max_words: d.max_words === "" ? null : d.max_words,
    };
  return { ...base, type: "checkbox" };
}

const newField = (n: number): Draft => ({
  key: `field_${n}`,
  label: "",
  description: "",
  type: "score",
  required: true,
  visibility: "pc",
  scale: "1 = Poor\n2 = Fair\n3 = Good\n4 = Excellent",
  options: "",
  min_words: "",
  max_words: "",
});

export function ReviewFormDesigner({ confId, disabled }: { confId: number; disabled: boolean }) {
  const form = useReviewForm(confId);
  const save = useSaveReviewForm(confId);
  const confirm = useConfirm();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (form.data) setDrafts(form.data.fields.map(toDraft));
  }, [form.data]);

  const change = (i: number, patch: Partial<Draft>) =>
    setDrafts((list) => list.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const move = (i: number, by: number) =>
    setDrafts((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });

  const submit = async (confirmed = false): Promise<void> => {
    setErrors({});
    try {
      const res = await save.mutateAsync({ fields: drafts.map(fromDraft), confirm: confirmed });
      notifySuccess(res.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && !confirmed) {
        if (await confirm(error.message, { confirmLabel: "Save anyway" })) await submit(true);
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, m[0] ?? ""])));
        notifyError(error.message);
      } else notifyError(errorMessage(error));
    }
  };

  const err = (i: number, name: string) => errors[`fields.${i}.${name}`];
  return (
    <Stack gap="sm" aria-label="Review form designer" role="group">
      <Title order={3} size="h5">
        Review Form {form.data ? `(version ${form.data.version})` : ""}
      </Title>
      <Text size="sm" c="dimmed">
        The fields every review answers, in this order. Adding fields is always possible; removing a field or changing a
        scale once reviews exist asks for confirmation, and old reviews keep the version they were written against.
      </Text>
      {form.isError && <Alert color="red">{errorMessage(form.error)}</Alert>}
      {errors.fields && <Alert color="red">{errors.fields}</Alert>}
      {drafts.map((d, i) => (
        <Card withBorder padding="sm" key={i} component="section" aria-label={`Review field ${i + 1}`}>
          <Stack gap="xs">
            <Group grow align="flex-start">
              <TextInput
                label="Label"
                required
                value={d.label}
                error={err(i, "label")}
                onChange={(e) => change(i, { label: e.currentTarget.value })}
                disabled={disabled}
              />
              <TextInput
                label="Key"
                required
                value={d.key}
                error={err(i, "key")}
                onChange={(e) => change(i, { key: e.currentTarget.value })}
                disabled={disabled}
              />
              <NativeSelect
                label="Type"
                data={[...REVIEW_FIELD_TYPES]}
                value={d.type}
                onChange={(e) => change(i, { type: e.currentTarget.value as Draft["type"] })}
                disabled={disabled}
              />
              <NativeSelect
                label="Visible to"
                data={REVIEW_FIELD_VISIBILITIES.map((v) => ({ value: v, label: VISIBILITY_LABELS[v]! }))}
                value={d.visibility}
                onChange={(e) => change(i, { visibility: e.currentTarget.value as Draft["visibility"] })}
                disabled={disabled}
              />
            </Group>
            <TextInput
              label="Description"
              value={d.description}
              error={err(i, "description")}
              onChange={(e) => change(i, { description: e.currentTarget.value })}
              disabled={disabled}
            />
            {d.type === "score" && (
              <Textarea
                label="Scale (one value per line: number = label)"
                autosize
                minRows={3}
                value={d.scale}
                error={err(i, "scale") ?? Object.entries(errors).find(([k]) => k.startsWith(`fields.${i}.scale.`))?.[1]}
                onChange={(e) => change(i, { scale: e.currentTarget.value })}
                disabled={disabled}
              />
            )}
            {d.type === "select" && (
              <Textarea
                label="Options (one per line)"
                autosize
                minRows={2}
                value={d.options}
                error={err(i, "options")}
                onChange={(e) => change(i, { options: e.currentTarget.value })}
                disabled={disabled}
              />
            )}
            {d.type === "text" && (
              <Group grow>
                <NumberInput
                  label="Minimum words"
                  min={0}
                  value={d.min_words}
                  onChange={(v) => change(i, { min_words: v === "" ? "" : Number(v) })}
                  disabled={disabled}
                />
                <NumberInput
                  label="Maximum words"
                  min={0}
                  value={d.max_words}
                  error={err(i, "max_words")}
                  onChange={(v) => change(i, { max_words: v === "" ? "" : Number(v) })}
                  disabled={disabled}
                />
              </Group>
            )}
            <Group justify="space-between">
              <Checkbox
                label="Required"
                checked={d.required}
                onChange={(e) => change(i, { required: e.currentTarget.checked })}
                disabled={disabled}
              />
              <Group gap="xs">
                <Button
                  type="button"
                  size="compact-sm"
                  variant="default"
                  onClick={() => move(i, -1)}
                  disabled={disabled || i === 0}
                >
                  Up
                </Button>
                <Button
                  type="button"
                  size="compact-sm"
                  variant="default"
                  onClick={() => move(i, 1)}
                  disabled={disabled || i === drafts.length - 1}
                >
                  Down
                </Button>
                <Button
                  type="button"
                  size="compact-sm"
                  color="red"
                  variant="light"
                  onClick={() => setDrafts((list) => list.filter((_, j) => j !== i))}
                  disabled={disabled}
                >
                  Remove field
                </Button>
              </Group>
            </Group>
          </Stack>
        </Card>
      ))}
      <Group justify="space-between">
        <Button
          type="button"
          variant="light"
          onClick={() => setDrafts((list) => [...list, newField(list.length + 1)])}
          disabled={disabled}
        >
          Add field
        </Button>
        <Button
          type="button"
          onClick={() => void submit()}
          loading={save.isPending}
          disabled={disabled || drafts.length === 0}
        >
          Save Review Form
        </Button>
      </Group>
    </Stack>
  );
}
