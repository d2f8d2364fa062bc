import { useState } from "react";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { declineReviewSchema } from "@symposia/domain";
import type { ReviewPaper } from "@symposia/domain";
import { notifySuccess, notifyWarning } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { useDeclineReview } from "./api";

export interface DeclineReviewDialogProps {
  confId: number;
  paper: Pick<ReviewPaper, "id" | "paper_sequence" | "paper_title">;
  onClose: () => void;
}

/** The assigned reviewer gives a paper back before reviewing it, with a reason the chairs receive. */
export function DeclineReviewDialog({ confId, paper, onClose }: DeclineReviewDialogProps) {
  const decline = useDeclineReview(confId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { reason: "" }, validate: schemaResolver(declineReviewSchema, { sync: true }) });

  const submit = form.onSubmit((values) => {
    setError(null);
    decline.mutate(
      { paperId: paper.id, reason: values.reason },
      {
        onSuccess: (res) => {
          if (res.success) {
            notifySuccess(res.message);
            onClose();
          } else notifyWarning(res.message);
        },
        onError: (err) => {
          if (!applyServerFieldErrors(form, err)) setError(errorMessage(err));
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title="Decline to review">
      <form onSubmit={submit} noValidate aria-label={`Decline to review paper ${paper.paper_sequence}`}>
        <Stack gap="sm">
          <Text size="sm">
            Paper {paper.paper_sequence}: {paper.paper_title}. The paper leaves your list and the chairs receive your reason by mail.
          </Text>
          <Textarea label="Reason" required autosize minRows={3} maxLength={2000} {...form.getInputProps("reason")} />
          {error && (
            <Text size="sm" c="red.9" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onClose} disabled={decline.isPending}>
              Cancel
            </Button>
            <Button type="submit" size="xs" color="red" loading={decline.isPending}>
              Decline paper
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
