import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { errorMessage } from "../../../lib/api/errors";
import { downloadPaper, usePaperDetail } from "../../../lib/api/papers";

/**
 * The paper being discussed: title, topics, abstract and its file, as GET /paper/{id} gives them
 * to the caller (authors hidden where the anonymity model says so: the server shapes the answer).
 */
export function PaperContextPanel({ paperId }: { paperId: number }) {
  const paper = usePaperDetail(paperId, Number.isFinite(paperId));
  if (paper.isPending) return null;
  if (paper.isError) return <Alert color="yellow">{errorMessage(paper.error)}</Alert>;
  const p = paper.data;
  return (
    <Card withBorder component="section" aria-label="Paper">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {p.paper_sequence}. {p.paper_title}
        </Title>
        {p.topics && p.topics.length > 0 && (
          <Group gap={4} aria-label="Topics">
            {p.topics.map((topic) => (
              <Badge key={topic.id} size="sm" variant="light" tt="none">
                {topic.name}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {p.abstract}
        </Text>
        {p.has_file && (
          <Group>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => void downloadPaper(p)}
            >
              Download PDF
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
