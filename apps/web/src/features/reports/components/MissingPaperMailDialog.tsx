import { Text } from "@mantine/core";
import { AuthorMailModal } from "../../../components/AuthorMailModal";
import { notifySuccess } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { useMissingPaperMail } from "../api/missingPaperMail";

export interface MissingPaperMailDialogProps {
  confId: number;
  /** how many papers the Missing paper filter holds now */
  count: number;
  opened: boolean;
  onClose: () => void;
}

const papers = (n: number) => `${n} paper${n === 1 ? "" : "s"}`;

const messages = (n: number) => `${n} message${n === 1 ? "" : "s"}`;

/**
 * Mail the authors of every paper still without a file (the Missing paper filter), after
 * confirming the numbers the server counted (a preview of the same call); the server sends paper by
 * paper, through the per-paper author mail.
 */
export function MissingPaperMailDialog({ confId, count, opened, onClose }: MissingPaperMailDialogProps) {
  const send = useMissingPaperMail(confId);
  const confirm = useConfirm();
  return (
    <AuthorMailModal
      title="Mail authors of papers without a file"
      opened={opened}
      onClose={onClose}
      pending={send.isPending}
      intro={
        <Text size="sm">
          To every author of the {papers(count)} in the Missing paper filter, paper by paper. Papers you wrote or are
          conflicted with are left out.
        </Text>
      }
      onSend={async (values) => {
        const counted = (await send.mutateAsync({ ...values, preview: true })).result;
        const left = counted.skipped ? ` (${counted.skipped} left out: you wrote them or are conflicted)` : "";
        const question = `Send ${messages(counted.sent)} to the authors of ${papers(counted.papers)} without a file${left}?`;
        if (!(await confirm(question, { confirmLabel: "Send" }))) return false;
        const res = await send.mutateAsync(values);
        const r = res.result;
        notifySuccess(
          r
            ? `${res.message} ${r.sent} message${r.sent === 1 ? "" : "s"} for ${papers(r.papers)}` +
                `${r.skipped ? `; ${r.skipped} left out (you wrote them or are conflicted)` : ""}.`
            : res.message,
        );
        return true;
      }}
    />
  );
}
