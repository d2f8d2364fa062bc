import { Alert, Modal, Text, Timeline } from "@mantine/core";
import { errorMessage } from "../../../lib/api/errors";
import { EmptyState } from "../../../components/EmptyState";
import { usePaperHistory } from "../api/getPaperHistory";
import { entryTime } from "../historyText";
import { historySentence } from "../historySentences";
import { LoadingIndicator } from "../../../components/LoadingIndicator";

export interface PaperHistoryDialogProps {
  paper: { id: number; paper_sequence: number; paper_title: string };
  opened: boolean;
  onClose: () => void;
}

/** A paper's audit trail as a timeline, oldest first (GET /paper/history/{paperId}). */
export default function PaperHistoryDialog({ paper, opened, onClose }: PaperHistoryDialogProps) {
  const history = usePaperHistory(opened ? paper.id : null);
  const entries = history.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={`History of paper ${paper.paper_sequence}`} size="lg">
      <Text size="sm" c="dimmed" mb="md">
        {paper.paper_title}
      </Text>
      {history.isLoading ? (
        <LoadingIndicator label="Loading history" />
      ) : history.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(history.error)}
        </Alert>
      ) : entries.length === 0 ? (
        <EmptyState />
      ) : (
        <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} aria-label="Paper history">
          {entries.map((entry) => (
            <Timeline.Item key={entry.id}>
              <Text size="sm">{historySentence(entry)}</Text>
              <Text size="xs" c="dimmed">
                <time dateTime={entry.created_at}>{entryTime(entry.created_at)}</time>
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Modal>
  );
}
