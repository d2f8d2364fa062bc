import { ActionIcon, Button, Stack, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { confidenceLabel, evaluationLabel } from "@symposia/domain";
import type { ReviewPaper } from "@symposia/domain";
import { DeclineButton, PaperPhaseNotes } from "../phase/PaperPhaseNotes";
import { MoreRows } from "../../../components/MoreRows";
import { useDeferredRows, useRowsOnDemand } from "../../../lib/useRowsOnDemand";

import { Link } from "react-router";
import { paths } from "../../../app/paths";
import phone from "../../../components/PhoneTable.module.css";

export interface ReviewPapersTableProps {
  papers: ReviewPaper[];
  onDownload: (paper: ReviewPaper) => void;
  onReview: (paper: ReviewPaper) => void;
  /** Declare a conflict about oneself: offered on assigned papers not reviewed yet */
  onDeclareConflict?: (paper: ReviewPaper) => void;
  /** Decline the paper: offered on assigned papers not reviewed yet */
  onDecline?: (paper: ReviewPaper) => void;
  /** Ask, follow and approve subreviewers: on the reviewer's own rows, when the conference uses them */
  onSubreviewers?: (paper: ReviewPaper) => void;
}

/** A declaration removes an unreviewed assignment; after a review the chairs decide instead. */
const mayDeclareConflict = (paper: ReviewPaper) => paper.my_review !== null && paper.my_review.reviewed_at === null;

function MyReviewCell({ paper }: { paper: ReviewPaper }) {
  const mine = paper.my_review;
  if (!mine)
    return (
      <Text size="sm" c="dimmed">
        Not assigned to you
      </Text>
    );
  if (mine.reviewed_at === null)
    return (
      <Text size="sm" c="dimmed">
        {mine.draft ? "Draft saved (not submitted)" : "Not reviewed yet"}
      </Text>
    );
  // a form without the spec's evaluation: the review is in, its answers are in the dialog
  if (mine.reviewer_evaluation === null)
    return <Text size="sm">Submitted{mine.draft ? " (newer draft saved)" : ""}</Text>;
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
export function ReviewPapersTable({
  papers,
  onDownload,
  onReview,
  onDeclareConflict,
  onDecline,
  onSubreviewers,
}: ReviewPapersTableProps) {
  // An administrator's list holds every paper with a file: render it as the reader goes.
  const rows = useRowsOnDemand(papers.length);
  const deferred = useDeferredRows(papers);
  return (
    <>
      <Table.ScrollContainer minWidth={860} style={deferred.pendingStyle} className={phone.container}>
        <Table
          className={phone.table}
          striped
          highlightOnHover
          verticalSpacing="xs"
          aria-label="Papers to review"
          aria-rowcount={papers.length + 1}
        >
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
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
            {deferred.rows.slice(0, rows.shown).map((paper, i) => (
              <Table.Tr key={paper.id} aria-rowindex={i + 2}>
                <Table.Td data-label="PaperID">{paper.paper_sequence}</Table.Td>
                <Table.Td data-label="Download">
                  {paper.has_file ? (
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Download paper ${paper.paper_sequence}`}
                      onClick={() => onDownload(paper)}
                    >
                      <IconDownload size={16} aria-hidden />
                    </ActionIcon>
                  ) : (
                    <Text size="xs" c="dimmed">
                      No file
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-label="Paper Title" style={{ minWidth: 220 }}>
                  <Text size="sm" fw={500}>
                    {paper.paper_title}
                  </Text>
                  {paper.keywords && (
                    <Text size="xs" c="dimmed">
                      {paper.keywords}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-label="Track">{paper.track_name}</Table.Td>
                <Table.Td data-label="Status">{paper.status_label}</Table.Td>
                <Table.Td data-label="My review">
                  <MyReviewCell paper={paper} />
                </Table.Td>
                <Table.Td data-label="Action">
                  <Stack gap={4} align="flex-start">
                    {paper.can_review && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        aria-label={`Review paper ${paper.paper_sequence}`}
                        onClick={() => onReview(paper)}
                      >
                        {paper.my_review?.reviewed_at ? "Update Review" : "Submit Review"}
                      </Button>
                    )}
                    {paper.my_review && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        component={Link}
                        to={paths.paperDiscussion(paper.id)}
                        aria-label={`Discussion of paper ${paper.paper_sequence}`}
                      >
                        Discussion
                      </Button>
                    )}
                    {onSubreviewers && paper.my_review && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={`Subreviewers of paper ${paper.paper_sequence}`}
                        onClick={() => onSubreviewers(paper)}
                      >
                        Subreviewers
                      </Button>
                    )}
                    {onDeclareConflict && mayDeclareConflict(paper) && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Declare a conflict with paper ${paper.paper_sequence}`}
                        onClick={() => onDeclareConflict(paper)}
                      >
                        Declare conflict
                      </Button>
                    )}
                    <DeclineButton paper={paper} onDecline={onDecline} />
                    <PaperPhaseNotes paper={paper} />
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {/* only once the rows are in: an empty table would pull the next slice at once */}
        <div ref={deferred.pending ? undefined : rows.sentinelRef} />
      </Table.ScrollContainer>
      <MoreRows shown={rows.shown} total={papers.length} noun="papers" onShowAll={rows.showAll} />
    </>
  );
}
