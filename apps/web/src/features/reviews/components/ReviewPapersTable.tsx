import { ActionIcon, Button, Stack, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { confidenceLabel, evaluationLabel, paperStatusLabel } from "@symposia/domain";
import type { ReviewPaper } from "@symposia/domain";
import { Link } from "react-router";
import { paths } from "../../../app/paths";

export interface ReviewPapersTableProps {
  papers: ReviewPaper[];
  onDownload: (paper: ReviewPaper) => void;
  onReview: (paper: ReviewPaper) => void;
  /** Declare a conflict about oneself: offered on assigned papers not reviewed yet */
  onDeclareConflict?: (paper: ReviewPaper) => void;
}

/** A declaration removes an unreviewed assignment; after a review the chairs decide instead. */
const mayDeclareConflict = (paper: ReviewPaper) => paper.my_review !== null && paper.my_review.reviewed_at === null;

function MyReviewCell({ paper }: { paper: ReviewPaper }) {
  const mine = paper.my_review;
  if (!mine) return <Text size="sm" c="dimmed">Not assigned to you</Text>;
  if (mine.reviewed_at === null) return <Text size="sm" c="dimmed">Not reviewed yet</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{evaluationLabel(mine.reviewer_evaluation)}</Text>
      <Text size="xs" c="dimmed">
        Confidence: {confidenceLabel(mine.reviewer_confidence)}
      </Text>
    </Stack>
  );
}

/** The reviewer table: the Submit Review action is offered only where the server says the paper takes a review. */
export function ReviewPapersTable({ papers, onDownload, onReview, onDeclareConflict }: ReviewPapersTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Papers to review">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>PaperID</Table.Th>
            <Table.Th>Download</Table.Th>
            <Table.Th>Paper Title</Table.Th>
            <Table.Th>Track</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>My review</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {papers.map((paper) => (
            <Table.Tr key={paper.id}>
              <Table.Td>{paper.paper_sequence}</Table.Td>
              <Table.Td>
                {paper.has_file ? (
                  <ActionIcon variant="subtle" aria-label={`Download paper ${paper.paper_sequence}`} onClick={() => onDownload(paper)}>
                    <IconDownload size={16} aria-hidden />
                  </ActionIcon>
                ) : (
                  <Text size="xs" c="dimmed">No file</Text>
                )}
              </Table.Td>
              <Table.Td style={{ minWidth: 220 }}>
                <Text size="sm" fw={500}>
                  {paper.paper_title}
                </Text>
                {paper.keywords && (
                  <Text size="xs" c="dimmed">
                    {paper.keywords}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{paper.track_name}</Table.Td>
              <Table.Td>
                {paperStatusLabel(paper.status)}
              </Table.Td>
              <Table.Td>
                <MyReviewCell paper={paper} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  {paper.can_review && (
                    <Button size="compact-xs" variant="light" aria-label={`Review paper ${paper.paper_sequence}`} onClick={() => onReview(paper)}>
                      {paper.my_review?.reviewed_at ? "Update Review" : "Submit Review"}
                    </Button>
                  )}
                  {paper.my_review && (
                    <Button size="compact-xs" variant="subtle" component={Link} to={paths.paperDiscussion(paper.id)} aria-label={`Discussion of paper ${paper.paper_sequence}`}>
                      Discussion
                    </Button>
                  )}
                  {onDeclareConflict && mayDeclareConflict(paper) && (
                    <Button size="compact-xs" variant="subtle" color="red" aria-label={`Declare a conflict with paper ${paper.paper_sequence}`} onClick={() => onDeclareConflict(paper)}>
                      Declare conflict
                    </Button>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
