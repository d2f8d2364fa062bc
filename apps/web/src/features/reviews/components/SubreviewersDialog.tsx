import { Modal, Text } from "@mantine/core";
import type { ReviewPaper } from "@symposia/domain";
import { SubreviewersPanel } from "../../../components/SubreviewersPanel";

export interface SubreviewersDialogProps {
  paper: ReviewPaper | null;
  onClose: () => void;
  /** an approved subreview became the reviewer's own review: the list shows it */
  onDecided: () => void;
}

/**
 * The reviewer's subreviewers of one paper, from its row on Review Papers: asking, following and
 * approving a subreview does not wait for the reviewer's own review (which the discussion page does).
 */
export function SubreviewersDialog({ paper, onClose, onDecided }: SubreviewersDialogProps) {
  return (
    <Modal
      opened={paper !== null}
      onClose={onClose}
      title={paper ? `Subreviewers of paper ${paper.paper_sequence}` : "Subreviewers"}
      size="lg"
    >
      {paper && (
        <>
          <Text size="sm" mb="sm">
            {paper.paper_title}
          </Text>
          <SubreviewersPanel paperId={paper.id} mayAsk={paper.can_review} onDecided={onDecided} />
        </>
      )}
    </Modal>
  );
}
