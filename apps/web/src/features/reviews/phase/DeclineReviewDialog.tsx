import { Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { declineReviewSchema } from "@symposia/domain";
import type { ReviewPaper } from "@symposia/domain";
import { ReasonFormDialog, useReasonFormOutcome } from "../../../components/ReasonFormDialog";
import { useDeclineReview } from "./api";

export interface DeclineReviewDialogProps {
  confId: number;
  paper: Pick<ReviewPaper, "id" | "paper_sequence" | "paper_title">;
  onClose: () => void;
}

/** The assigned reviewer gives a paper back before reviewing it, with a reason the chairs receive. */
export function DeclineReviewDialog({ confId, paper, onClose }: DeclineReviewDialogProps) {
  const decline = useDeclineReview(confId);
  const form = useForm({
    initialValues: { reason: "" },
    validate: schemaResolver(declineReviewSchema, { sync: true }),
  });
  const outcome = useReasonFormOutcome(form, onClose);

  const submit = form.onSubmit((values) => {
    outcome.clearError();
    decline.mutate(
      { paperId: paper.id, reason: values.reason },
      { onSuccess: outcome.onSuccess, onError: outcome.onError },
    );
  });

  return (
    <ReasonFormDialog
      title="Decline to review"
      formLabel={`Decline to review paper ${paper.paper_sequence}`}
      intro={`Paper ${paper.paper_sequence}: ${paper.paper_title}. The paper leaves your list and the chairs receive your reason by mail.`}
      submitLabel="Decline paper"
      pending={decline.isPending}
      error={outcome.error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Textarea label="Reason" required autosize minRows={3} maxLength={2000} {...form.getInputProps("reason")} />
    </ReasonFormDialog>
  );
}
