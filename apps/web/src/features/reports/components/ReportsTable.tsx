import { Button, Table, Text } from "@mantine/core";
import { paperStatusText } from "@symposia/domain";
import type { Paper, ReviewField } from "@symposia/domain";
import { PaperAuthorNames } from "../../../components/PaperAuthorNames";
import { scoreAverage } from "../../../components/reviewScores";

export interface ReportsTableProps {
  papers: Paper[];
  onNotify: (paper: Paper) => void;
  /** the review form's score fields other than the evaluation: one average column each */
  scoreFields?: readonly ReviewField[];
}

const average = (value: number | null) => (value === null ? "–" : value.toFixed(2));

/** The report table: every paper of the filter with its decision and review figures. */
export function ReportsTable({ papers, onNotify, scoreFields = [] }: ReportsTableProps) {
  const extra = scoreFields.filter((f) => f.type === "score" && f.key !== "reviewer_evaluation");
  return (
    <Table.ScrollContainer minWidth={1240}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Report papers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>PaperID</Table.Th>
            <Table.Th>Paper Title</Table.Th>
            <Table.Th>Authors</Table.Th>
            <Table.Th>Track</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Decision</Table.Th>
            <Table.Th>Reviews</Table.Th>
            <Table.Th>Avg. evaluation</Table.Th>
            {extra.map((f) => (
              <Table.Th key={f.key}>Avg. {f.label}</Table.Th>
            ))}
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {papers.map((paper) => (
            <Table.Tr key={paper.id}>
              <Table.Td>{paper.paper_sequence}</Table.Td>
              <Table.Td style={{ minWidth: 220 }}>
                <Text size="sm" fw={500}>
                  {paper.paper_title}
                </Text>
              </Table.Td>
              <Table.Td style={{ minWidth: 160 }}>
                <PaperAuthorNames authors={paper.paper_author_data} />
              </Table.Td>
              <Table.Td>{paper.track_name}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {paper.status_label ?? paperStatusText(paper.status, paper.decision)}
              </Table.Td>
              <Table.Td>{paper.decision}</Table.Td>
              <Table.Td aria-label={`${paper.reviewed_count} of ${paper.review_count} reviewed`}>
                {paper.reviewed_count}/{paper.review_count}
              </Table.Td>
              <Table.Td>{average(paper.average_evaluation)}</Table.Td>
              {extra.map((f) => (
                <Table.Td key={f.key}>{average(scoreAverage(f, paper.paper_reviewer_data))}</Table.Td>
              ))}
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={`Send notification for paper ${paper.paper_sequence}`}
                  onClick={() => onNotify(paper)}
                >
                  Send Notification
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
