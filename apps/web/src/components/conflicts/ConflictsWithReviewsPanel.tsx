import { Alert, Button, Table, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ConflictWithReview } from "@symposia/domain";
import { useConflictsWithReviews } from "../../lib/api/conflicts";
import { conflictPersonName } from "./conflictText";

export interface ConflictsWithReviewsPanelProps {
  confId: number;
  /** Only the chairs' view asks: the call answers 403 to everyone else. */
  enabled: boolean;
  /** Opens the paper's Conflicts dialog, where the chair decides (waive or keep). */
  onOpen: (row: ConflictWithReview) => void;
}

/**
 * "Conflicts with reviews" on All Papers: a conflict declared on a reviewer who had already
 * submitted a review keeps the assignment, so the chairs see it here and decide. Shown only when
 * there is something to decide; an error (403 for non-chairs) shows nothing.
 */
export function ConflictsWithReviewsPanel({ confId, enabled, onOpen }: ConflictsWithReviewsPanelProps) {
  const { data } = useConflictsWithReviews(confId, enabled);
  if (!data || data.length === 0) return null;
  return (
    <section aria-label="Conflicts with reviews">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={`Conflicts with reviews (${data.length})`}
      >
        <Text size="sm" mb="xs">
          These reviewers are conflicted with a paper they have already reviewed. Open the paper&apos;s conflicts to
          waive the conflict or keep it.
        </Text>
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing={4} aria-label="Conflicts with reviews list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>PaperID</Table.Th>
                <Table.Th>Paper Title</Table.Th>
                <Table.Th>Reviewer</Table.Th>
                <Table.Th>Reasons</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((row) => (
                <Table.Tr key={`${row.paper_id}-${row.user_id}`}>
                  <Table.Td>{row.paper_sequence}</Table.Td>
                  <Table.Td>{row.paper_title}</Table.Td>
                  <Table.Td>{conflictPersonName(row)}</Table.Td>
                  <Table.Td style={{ maxWidth: 320, wordBreak: "break-word" }}>
                    {row.reasons.join("; ") || "–"}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="indigo"
                      aria-label={`Open the conflicts of paper ${row.paper_sequence} (${conflictPersonName(row)})`}
                      onClick={() => onOpen(row)}
                    >
                      Conflicts
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Alert>
    </section>
  );
}
