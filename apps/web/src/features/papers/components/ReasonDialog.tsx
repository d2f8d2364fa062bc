import { useEffect, useState } from "react";
import { Textarea } from "@mantine/core";
import { notifyError, notifySuccess, notifyWarning } from "../../../components/notify";
import { ReasonFormDialog } from "../../../components/ReasonFormDialog";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { useStatusAction } from "../api/paperActions";

export interface ReasonDialogProps {
  confId: number;
  paper: { id: number; paper_sequence: number; paper_title: string } | null;
  /** 25 withdraws (author), 30 blocks (chairs) */
  status: 25 | 30;
  opened: boolean;
  onClose: () => void;
}

const TEXTS = {
  25: { title: "Withdraw Paper", button: "Withdraw", confirm: "Are you sure to withdraw this Paper?" },
  30: { title: "Block Paper", button: "Block", confirm: "Are you sure to block this Paper?" },
} as const;

/** The paper status form: a required reason, a confirmation, then the status action. */
export function ReasonDialog({ confId, paper, status, opened, onClose }: ReasonDialogProps) {
  const confirm = useConfirm();
  const action = useStatusAction(confId);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const texts = TEXTS[status];

  useEffect(() => {
    if (opened) {
      setReason("");
      setError(null);
    }
  }, [opened]);

  const submit = async (event?: React.FormEvent) => {
    event?.preventDefault();
    if (!paper) return;
    if (!reason.trim()) {
      setError("Reason is required.");
      return;
    }
    if (!(await confirm(texts.confirm, { danger: true }))) return;
    try {
      const res = await action.mutateAsync({ paperId: paper.id, status, reason: reason.trim() });
      if (res.success) notifySuccess(res.message);
      else notifyWarning(res.message);
      onClose();
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };

  return (
    <ReasonFormDialog
      opened={opened}
      title={texts.title}
      formLabel={texts.title}
      intro={paper ? `Paper ${paper.paper_sequence}: ${paper.paper_title}` : null}
      submitLabel={texts.button}
      pending={action.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Textarea
        label="Reason"
        required
        autosize
        minRows={3}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
      />
    </ReasonFormDialog>
  );
}
