import { useEffect } from "react";
import { Alert, Button, Card, Group, Loader, Modal, NativeSelect, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { DECISIONS, DEFAULT_DECISION, confidenceLabel, evaluationLabel, finalReviewSchema } from "@symposia/domain";
import { notifyError, notifySuccess, notifyWarning } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import type { PaperReviewer } from "@symposia/domain";
import { type FinalReviewValues, useFinalReview } from "../api/finalReview";
import { usePaperDetail } from "../../../lib/api/papers";
import { useLeadRecommendation } from "../../../lib/api/discussion";

export interface FinalReviewDialogProps {
  paper: { id: number; paper_sequence: number; paper_title: string };
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}

function ReviewCard({ review, position }: { review: PaperReviewer; position: number }) {
  const name = review.first_name !== null ? `${review.first_name} ${review.last_name ?? ""}`.trim() : `Reviewer ${position}`;
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Review by ${name}`}>
      <Text fw={600} size="sm">
        {name}
      </Text>
      {review.reviewed_at === null ? (
        <Text size="sm" c="dimmed">
          Not reviewed yet
        </Text>
      ) : (
        <Stack gap={4} mt={4}>
          <SimpleGrid cols={2} spacing="xs">
            <Text size="sm">
              <Text span c="dimmed" size="sm">Evaluation: </Text>
              {evaluationLabel(review.reviewer_evaluation)}
            </Text>
            <Text size="sm">
              <Text span c="dimmed" size="sm">Confidence: </Text>
              {confidenceLabel(review.reviewer_confidence)}
            </Text>
          </SimpleGrid>
          <Text size="sm" c="dimmed">Remarks</Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {review.reviewer_remarks}
          </Text>
          {review.reviewer_confidential_remarks && (
            <>
              <Text size="sm" c="dimmed">Confidential remarks</Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {review.reviewer_confidential_remarks}
              </Text>
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}

/**
 * Final Review from All Papers: the paper's reviews as the server lets the caller see them, then
 * the decision (starting from the current one) and its required remark, confirmed before saving.
 */
export default function FinalReviewDialog({ paper, opened, onClose, onSaved }: FinalReviewDialogProps) {
  const confirm = useConfirm();
  const detail = usePaperDetail(paper.id, opened);
  const recommendation = useLeadRecommendation(paper.id, opened);
  const save = useFinalReview(paper.id);
  const form = useForm<FinalReviewValues>({
    initialValues: { decision: DEFAULT_DECISION, final_decision_remark: "" },
    validate: schemaResolver(finalReviewSchema, { sync: true }),
  });

  const { setValues, resetDirty } = form;
  const current = detail.data;
  useEffect(() => {
    if (!current) return;
    const values = { decision: current.decision || DEFAULT_DECISION, final_decision_remark: current.final_decision_remark ?? "" };
    setValues(values);
    resetDirty(values);
  }, [current, setValues, resetDirty]);

  const submit = form.onSubmit(async (values) => {
    if (!(await confirm("Are you sure to submit the Final Review?"))) return;
    try {
      const res = await save.mutateAsync(values);
      if (!res.success) {
        notifyWarning(res.message);
        return;
      }
      notifySuccess(res.message);
      onSaved();
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) notifyError(errorMessage(error));
    }
  });

  const reviews = current?.paper_reviewer_data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title="Final Review" size="xl">
      <Stack gap="md">
        <Text size="sm">
          Paper {paper.paper_sequence}: {paper.paper_title}
        </Text>
        <Title order={3} size="h5">
          Reviews
        </Title>
        {detail.isLoading ? (
          <Loader aria-label="Loading reviews" />
        ) : detail.isError ? (
          <Alert color="red">{errorMessage(detail.error)}</Alert>
        ) : reviews.length === 0 ? (
          <Text size="sm" c="dimmed">
            No reviewers are assigned to this paper.
          </Text>
        ) : (
          <Stack gap="xs">
            {reviews.map((review, i) => (
              <ReviewCard key={review.id} review={review} position={i + 1} />
            ))}
          </Stack>
        )}
        {recommendation.data && <Text size="sm">Lead reviewer&apos;s recommendation: {recommendation.data}</Text>}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NativeSelect label="Decision" required data={[...DECISIONS]} disabled={!current} {...form.getInputProps("decision")} />
            <Textarea label="Final decision remark" required autosize minRows={3} disabled={!current} {...form.getInputProps("final_decision_remark")} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!current}>
                Submit Final Review
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
