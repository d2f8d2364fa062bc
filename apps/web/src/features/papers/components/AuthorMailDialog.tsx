import { Text } from "@mantine/core";
import { AuthorMailModal } from "../../../components/AuthorMailModal";
import { notifySuccess, notifyWarning } from "../../../components/notify";
import { useAuthorMail } from "../api/paperActions";

export interface AuthorMailDialogProps {
  paper: { id: number; paper_sequence: number; paper_title: string } | null;
  opened: boolean;
  onClose: () => void;
}

/** Send Mail to author: to every author of one paper. */
export function AuthorMailDialog({ paper, opened, onClose }: AuthorMailDialogProps) {
  const send = useAuthorMail();
  return (
    <AuthorMailModal
      title="Send Mail to author"
      opened={opened}
      onClose={onClose}
      pending={send.isPending}
      intro={
        paper && (
          <Text size="sm">
            To every author of paper {paper.paper_sequence}: {paper.paper_title}
          </Text>
        )
      }
      onSend={async (values) => {
        if (!paper) return false;
        const res = await send.mutateAsync({ paperId: paper.id, ...values });
        if (res.success) notifySuccess(res.message);
        else notifyWarning(res.message);
        return true;
      }}
    />
  );
}
