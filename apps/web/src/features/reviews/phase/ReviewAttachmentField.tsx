import { useState } from "react";
import { Button, FileInput, Group, Stack, Text } from "@mantine/core";
import type { ReviewPaper, ReviewPaperWithPhase } from "@symposia/domain";
import { notifyError, notifySuccess } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import { useRemoveReviewAttachment, useReviewPhase, useUploadReviewAttachment } from "./api";

/** One file (PDF, plain text or ZIP) with the review, when the conference allows attachments. */
export function ReviewAttachmentField({ confId, paper }: { confId: number; paper: ReviewPaper }) {
  const phase = useReviewPhase(confId);
  const upload = useUploadReviewAttachment(confId);
  const remove = useRemoveReviewAttachment(confId);
  const [file, setFile] = useState<File | null>(null);
  const current = (paper as Partial<ReviewPaperWithPhase>).attachment ?? null;
  const [shown, setShown] = useState(current);
  if (!phase.data?.attachments_allowed) return null;

  const send = async () => {
    if (!file) return;
    try {
      const res = await upload.mutateAsync({ paperId: paper.id, file });
      notifySuccess(res.message);
      setShown(res.result);
      setFile(null);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  const drop = async () => {
    try {
      const res = await remove.mutateAsync(paper.id);
      notifySuccess(res.message);
      setShown(null);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs">
        <FileInput
          label="Attachment"
          description={
            "Optional: one PDF, plain-text (.txt) or ZIP file with your review; readers of your review download it under a neutral name, " +
            "and a PDF's author, creator and producer fields are removed for them. Your name in the file's text, or inside a ZIP, stays: take it out first."
          }
          accept=".pdf,.txt,.zip,application/pdf,text/plain,application/zip"
          clearable
          value={file}
          onChange={setFile}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={() => void send()} disabled={!file} loading={upload.isPending}>
          Attach
        </Button>
      </Group>
      {shown && (
        <Group gap="xs">
          <Text size="xs">Attached: {shown.file_name}</Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => void drop()} loading={remove.isPending}>
            Remove
          </Button>
        </Group>
      )}
    </Stack>
  );
}
