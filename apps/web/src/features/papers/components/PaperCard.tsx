import { memo } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconEdit, IconUsers, IconX } from "@tabler/icons-react";
import type { Paper, SubmissionField, SubmissionFileSlot } from "@symposia/domain";
import { authorLabelsOf, authorName } from "../../../components/PaperAuthorNames";
import { PaperStatusBadge } from "../../../components/PaperStatusBadge";
import { FinalVersionButton } from "./FinalVersionButton";
import { ExtraFileLinks } from "./ExtraFileLinks";
import { SubmissionFieldAnswers } from "./SubmissionFieldAnswers";

export interface PaperCardProps {
  paper: Paper;
  canEdit: boolean;
  canWithdraw: boolean;
  onEdit: (paper: Paper) => void;
  onAuthors: (paper: Paper) => void;
  onWithdraw: (paper: Paper) => void;
  onDownload: (paper: Paper) => void;
  /** an accepted paper's "Upload final version" (shown while the server says it is open) */
  onFinalVersion?: (paper: Paper) => void;
  /** the conference's extra submission fields, to label the paper's answers */
  fieldDefs?: readonly SubmissionField[];
  /** the conference's extra file slots, to label the paper's files */
  fileSlots?: readonly SubmissionFileSlot[];
}

/** One of the author's papers on My Papers, with exactly the actions the spec allows now. */
/** Who of the listed co-authors has confirmed being an author (their authors' own view, My Papers). */
function AuthorConfirmations({ authors }: { authors: Paper["paper_author_data"] }) {
  const waiting = (authors ?? []).filter((a) => !a.confirmed && authorName(a) !== "");
  const listed = (authors ?? []).filter((a) => authorName(a) !== "");
  if (listed.length <= 1) return null;
  return (
    <Text size="xs" c="dimmed" aria-label="Co-author confirmations">
      {waiting.length === 0
        ? "Every author has confirmed."
        : `Awaiting confirmation: ${waiting.map(authorName).join(", ")}; confirmed: ${
            listed
              .filter((a) => a.confirmed)
              .map(authorName)
              .join(", ") || "none"
          }.`}
    </Text>
  );
}

export const PaperCard = memo(function PaperCard({
  paper,
  canEdit,
  canWithdraw,
  onEdit,
  onAuthors,
  onWithdraw,
  onDownload,
  onFinalVersion,
  fieldDefs,
  fileSlots,
}: PaperCardProps) {
  const titleId = `paper-${paper.id}-title`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={titleId}>
            {paper.paper_title}
          </Title>
          <PaperStatusBadge status={paper.status} label={paper.status_label} />
        </Group>
        <Text size="sm" c="dimmed">
          Paper ID {paper.paper_sequence} · Track: {paper.track_name}
        </Text>
        <Text size="sm">
          <Text span fw={500}>
            Authors:{" "}
          </Text>
          {authorLabelsOf(paper.paper_author_data).join(", ")}
        </Text>
        <AuthorConfirmations authors={paper.paper_author_data} />
        {paper.keywords && (
          <Text size="sm" c="dimmed">
            Keywords: {paper.keywords}
          </Text>
        )}
        {(paper.topics ?? []).length > 0 && (
          <Text size="sm" c="dimmed">
            Topics: {(paper.topics ?? []).map((t) => t.name).join(", ")}
          </Text>
        )}
        <SubmissionFieldAnswers defs={fieldDefs} values={paper.fields} />
        <ExtraFileLinks paper={paper} slots={fileSlots} />
        <Group gap="xs" mt="xs">
          {canEdit && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconEdit size={14} aria-hidden />}
              onClick={() => onEdit(paper)}
            >
              Edit
            </Button>
          )}
          {(canEdit || paper.actions.presenter) && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconUsers size={14} aria-hidden />}
              onClick={() => onAuthors(paper)}
            >
              Authors
            </Button>
          )}
          {canWithdraw && (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => onWithdraw(paper)}
            >
              Withdraw
            </Button>
          )}
          {paper.has_file && (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => onDownload(paper)}
            >
              Download
            </Button>
          )}
          {paper.has_file && paper.status !== 25 && paper.status !== 30 && (
            <Button
              size="compact-sm"
              variant="subtle"
              component={Link}
              to={paths.paperResponse(paper.id)}
              aria-label={`Reviews and response of paper ${paper.paper_sequence}`}
            >
              Reviews &amp; response
            </Button>
          )}
        </Group>
        {paper.status === 35 && onFinalVersion && <FinalVersionButton paper={paper} onOpen={onFinalVersion} />}
      </Stack>
    </Card>
  );
});
