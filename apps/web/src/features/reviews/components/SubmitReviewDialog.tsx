import { useEffect, useState } from "react";
import { Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { type ReviewField, type ReviewPaper, validateReviewAnswers } from "@symposia/domain";
import { notifyError, notifySuccess, notifyWarning } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { ApiError, errorMessage } from "../../../lib/api/errors";
import { useReviewForm } from "../../../lib/api/reviewForms";
import { useAddReview } from "../api/addReview";
import { ReviewAttachmentField } from "../phase/ReviewAttachmentField";
import { ReviewPhaseNotice } from "../phase/ReviewPhaseNotice";
import { ReviewFieldInput, reviewFieldValue } from "../../../components/ReviewFieldInput";

export interface SubmitReviewDialogProps {
  confId: number;
  paper: ReviewPaper | null;
  onClose: () => void;
  /** after a posted review (the page reloads 2 s later, as the spec says) */
  onSubmitted: () => void;
}

type Values = Record<string, string | boolean>;

/**
 * A new review starts from each score's first value (Strong Accept / Expert on the default form);
 * a saved draft or a submitted review starts from its own answers.
 */
function initialValues(fields: readonly ReviewField[], paper: ReviewPaper | null): Values {
  const mine = paper?.my_review;
  const answers = mine?.draft?.answers ?? mine?.answers ?? {};
  return Object.fromEntries(fields.map((f) => [f.key, reviewFieldValue(f, answers[f.key])]));
}

/** The review dialog: the conference's form, checked by the same validateReviewAnswers as the server. */
export function SubmitReviewDialog({ confId, paper, onClose, onSubmitted }: SubmitReviewDialogProps) {
  const confirm = useConfirm();
  const addReview = useAddReview(confId);
  const form = useReviewForm(paper ? confId : null);
  const fields = form.data?.fields ?? [];
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    setValues(initialValues(form.data?.fields ?? [], paper));
    setErrors({});
  }, [paper, form.data]);

  const save = async (draft: boolean) => {
    if (!paper) return;
    const check = validateReviewAnswers(fields, values, { draft });
    const found = Object.fromEntries(Object.entries(check.errors).map(([k, m]) => [k, m[0]!]));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!draft && !(await confirm("Are you sure to submit this review?"))) return;
    try {
      const res = await addReview.mutateAsync({ paperId: paper.id, answers: check.values, draft });
      if (!res.success) {
        notifyWarning(res.message);
        return;
      }
      notifySuccess(res.message);
      onClose();
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, m[0] ?? ""])));
      } else notifyError(errorMessage(error));
    }
  };

  const updating = paper?.my_review?.reviewed_at != null;
  const hasDraft = paper?.my_review?.draft != null;
  return (
    <Modal opened={paper !== null} onClose={onClose} title={updating ? "Update Review" : "Submit Review"} size="lg">
      {paper && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save(false);
          }}
          noValidate
        >
          <Stack gap="sm">
            <ReviewPhaseNotice confId={confId} />
            <Text size="sm">
              Paper {paper.paper_sequence}: {paper.paper_title}
            </Text>
            {hasDraft && (
              <Text size="xs" c="dimmed">
                Your draft of {new Date(paper.my_review!.draft!.saved_at).toLocaleString()} is loaded; nobody else sees it until you submit.
              </Text>
            )}
            {form.isLoading && <Loader size="sm" />}
            {fields.map((field) => (
              <ReviewFieldInput
                key={field.key}
                field={field}
                value={values[field.key] ?? ""}
                error={errors[field.key]}
                onChange={(value) => setValues((v) => ({ ...v, [field.key]: value }))}
              />
            ))}
            <ReviewAttachmentField key={paper.id} confId={confId} paper={paper} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button variant="light" onClick={() => void save(true)} loading={addReview.isPending} disabled={fields.length === 0}>
                Save Draft
              </Button>
              <Button type="submit" loading={addReview.isPending} disabled={fields.length === 0}>
                {updating ? "Update Review" : "Submit Review"}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
