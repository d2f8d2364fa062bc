import { useEffect, useMemo, useState } from "react";
import { Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { type ReviewField, type ReviewPaper, validateReviewAnswers } from "@symposia/domain";
import { notifyError, notifySuccess, notifyWarning } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { ApiError, errorMessage } from "../../../lib/api/errors";
import { useReviewForm } from "../../../lib/api/reviewForms";
import { useUnsavedChanges } from "../../../lib/unsavedChanges";
import { useAddReview } from "../api/addReview";
import { ReviewAttachmentField } from "../phase/ReviewAttachmentField";
import { ReviewPhaseNotice } from "../phase/ReviewPhaseNotice";
import { ReviewFieldInput, reviewFieldValue } from "../../../components/ReviewFieldInput";
import { formatInstant } from "../../../lib/dateText";

export interface SubmitReviewDialogProps {
  confId: number;
  paper: ReviewPaper | null;
  /** closes the dialog (after a save, or once the reviewer agreed to drop unsaved input) */
  onClose: () => void;
}

type Values = Record<string, string | boolean>;

/**
 * A new review starts with every score on "Choose…" (nothing is picked for the reviewer); a saved
 * draft or a submitted review starts from its own answers.
 */
function initialValues(fields: readonly ReviewField[], paper: ReviewPaper | null): Values {
  const mine = paper?.my_review;
  const answers = mine?.draft?.answers ?? mine?.answers ?? {};
  return Object.fromEntries(fields.map((f) => [f.key, reviewFieldValue(f, answers[f.key])]));
}

/** The review dialog: the conference's form, checked by the same validateReviewAnswers as the server. */
export function SubmitReviewDialog({ confId, paper, onClose }: SubmitReviewDialogProps) {
  const confirm = useConfirm();
  const addReview = useAddReview(confId);
  const form = useReviewForm(paper ? confId : null);
  const fields = form.data?.fields ?? [];
  const start = useMemo(() => initialValues(form.data?.fields ?? [], paper), [form.data, paper]);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    setValues(start);
    setErrors({});
  }, [start]);
  const dirty = paper !== null && Object.keys(values).some((key) => values[key] !== start[key]);
  const unsaved = useUnsavedChanges(dirty);
  // Escape, the close button, a click outside and Cancel all ask first when something was typed
  const requestClose = () => void unsaved.confirmClose().then((discard) => discard && onClose());

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
      unsaved.release();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, m[0] ?? ""])));
      } else notifyError(errorMessage(error));
    }
  };

  const updating = paper?.my_review?.reviewed_at != null;
  const hasDraft = paper?.my_review?.draft != null;
  return (
    <Modal
      opened={paper !== null}
      onClose={requestClose}
      title={updating ? "Update Review" : "Submit Review"}
      size="lg"
    >
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
                Your draft of {formatInstant(paper.my_review!.draft!.saved_at)} is loaded; nobody else sees it until you
                submit.
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
              <Button variant="default" onClick={requestClose}>
                Cancel
              </Button>
              <Button
                variant="light"
                onClick={() => void save(true)}
                loading={addReview.isPending}
                disabled={fields.length === 0}
              >
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
