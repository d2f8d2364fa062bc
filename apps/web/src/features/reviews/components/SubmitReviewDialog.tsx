import { useEffect } from "react";
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  DEFAULT_REVIEWER_CONFIDENCE,
  DEFAULT_REVIEWER_EVALUATION,
  REVIEWER_CONFIDENCES,
  REVIEWER_EVALUATIONS,
  addReviewSchema,
} from "@symposia/domain";
import { notifyError, notifySuccess, notifyWarning } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { useAddReview } from "../api/addReview";
import type { ReviewPaper } from "@symposia/domain";
import { ReviewAttachmentField } from "../phase/ReviewAttachmentField";
import { ReviewPhaseNotice } from "../phase/ReviewPhaseNotice";
import type { z } from "zod";

export interface SubmitReviewDialogProps {
  confId: number;
  paper: ReviewPaper | null;
  onClose: () => void;
  /** after a posted review (the page reloads 2 s later, as the spec says) */
  onSubmitted: () => void;
}

/** The form's values, as the shared schema reads them. */
type ReviewForm = z.input<typeof addReviewSchema>;

const evaluationOptions = REVIEWER_EVALUATIONS.map((e) => ({ value: String(e.value), label: e.label }));
const confidenceOptions = REVIEWER_CONFIDENCES.map((c) => ({ value: String(c.value), label: c.label }));

/** A new review starts at Strong Accept / Expert; an update starts from the reviewer's own review. */
function initialValues(paper: ReviewPaper | null): ReviewForm {
  const mine = paper?.my_review;
  return {
    reviewer_evaluation: String(mine?.reviewer_evaluation ?? DEFAULT_REVIEWER_EVALUATION),
    reviewer_confidence: String(mine?.reviewer_confidence ?? DEFAULT_REVIEWER_CONFIDENCE),
    reviewer_remarks: mine?.reviewer_remarks ?? "",
    reviewer_confidential_remarks: mine?.reviewer_confidential_remarks ?? "",
  };
}

export function SubmitReviewDialog({ confId, paper, onClose, onSubmitted }: SubmitReviewDialogProps) {
  const confirm = useConfirm();
  const addReview = useAddReview(confId);
  const form = useForm<ReviewForm>({
    initialValues: initialValues(paper),
    validate: schemaResolver(addReviewSchema, { sync: true }),
  });

  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    const values = initialValues(paper);
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [paper, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async (values) => {
    if (!paper) return;
    if (!(await confirm("Are you sure to submit this review?"))) return;
    try {
      const res = await addReview.mutateAsync({
        paperId: paper.id,
        reviewer_evaluation: Number(values.reviewer_evaluation),
        reviewer_confidence: Number(values.reviewer_confidence),
        reviewer_remarks: values.reviewer_remarks,
        reviewer_confidential_remarks: values.reviewer_confidential_remarks,
      });
      if (!res.success) {
        notifyWarning(res.message);
        return;
      }
      notifySuccess(res.message);
      onClose();
      onSubmitted();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) notifyError(errorMessage(error));
    }
  });

  const updating = paper?.my_review?.reviewed_at != null;
  return (
    <Modal opened={paper !== null} onClose={onClose} title={updating ? "Update Review" : "Submit Review"} size="lg">
      {paper && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <ReviewPhaseNotice confId={confId} />
            <Text size="sm">
              Paper {paper.paper_sequence}: {paper.paper_title}
            </Text>
            <Group grow align="flex-start">
              <NativeSelect label="Evaluation" required data={evaluationOptions} {...form.getInputProps("reviewer_evaluation")} />
              <NativeSelect label="Confidence" required data={confidenceOptions} {...form.getInputProps("reviewer_confidence")} />
            </Group>
            <Textarea
              label="Remarks"
              description="Shared with the authors once the paper is decided."
              required
              autosize
              minRows={5}
              {...form.getInputProps("reviewer_remarks")}
            />
            <Textarea
              label="Confidential remarks"
              description="Only for the chairs; never shown to the authors."
              autosize
              minRows={3}
              {...form.getInputProps("reviewer_confidential_remarks")}
            />
            <ReviewAttachmentField key={paper.id} confId={confId} paper={paper} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={addReview.isPending}>
                {updating ? "Update Review" : "Submit Review"}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
