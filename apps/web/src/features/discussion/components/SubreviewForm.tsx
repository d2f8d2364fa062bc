import { useEffect, useState } from "react";
import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { type SubreviewPaper, validateReviewAnswers } from "@symposia/domain";
import { ReviewFieldInput, reviewFieldValue } from "../../../components/ReviewFieldInput";
import { notifyError, notifySuccess } from "../../../components/notify";
import { ApiError, errorMessage } from "../../../lib/api/errors";
import { useWriteSubreview } from "../api/subreviews";

type Values = Record<string, string | boolean>;

/**
 * The subreviewer's review on the conference's form: the review dialog's own field inputs, checked
 * by the same validateReviewAnswers as the server (a draft skips the required fields).
 */
export function SubreviewForm({ subreview }: { subreview: SubreviewPaper }) {
  const write = useWriteSubreview(subreview.id);
  const fields = subreview.form.fields;
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    const answers = subreview.answers ?? {};
    setValues(Object.fromEntries(fields.map((f) => [f.key, reviewFieldValue(f, answers[f.key])])));
    setErrors({});
  }, [subreview, fields]);

  const save = (draft: boolean) => {
    const check = validateReviewAnswers(fields, values, { draft });
    const found = Object.fromEntries(Object.entries(check.errors).map(([k, m]) => [k, m[0]!]));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    write.mutate(
      { answers: check.values, draft },
      {
        onSuccess: (res) => notifySuccess(res.message),
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
            setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, m[0] ?? ""])));
          } else notifyError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Card withBorder>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save(false);
        }}
      >
        <Stack gap="sm">
          {subreview.status === "draft" && (
            <Text size="xs" c="dimmed">
              Your draft is loaded; the reviewer who asked you sees it only once you send it.
            </Text>
          )}
          {fields.map((field) => (
            <ReviewFieldInput
              key={field.key}
              field={field}
              value={values[field.key] ?? ""}
              error={errors[field.key]}
              onChange={(value) => setValues((v) => ({ ...v, [field.key]: value }))}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="light" loading={write.isPending} onClick={() => save(true)}>
              Save Draft
            </Button>
            <Button type="submit" loading={write.isPending}>
              Send review
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
