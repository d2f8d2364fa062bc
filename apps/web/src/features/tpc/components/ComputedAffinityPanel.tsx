import { Alert, Badge, Button, Group, Paper, Progress, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { errorMessage } from "../../../lib/api/errors";
import { useAffinityProgress, usePaperAffinityMatches, useStartAffinityCompute } from "../api/affinityCompute";
import { PaperPicker } from "./PaperPicker";

/**
 * Computed Affinity (chairs, on TPC Tracks): compute every paper's affinity with its track's PC from
 * their publications (TF-IDF cosine), watch the job, and see why a paper's best members match.
 */
export function ComputedAffinityPanel({ confId }: { confId: number }) {
  const progress = useAffinityProgress(confId, true);
  const start = useStartAffinityCompute(confId);
  const [paperId, setPaperId] = useState<number | null>(null);
  const matches = usePaperAffinityMatches(paperId);
  const p = progress.data;
  const percent = p && p.total_papers > 0 ? Math.round((100 * p.done_papers) / p.total_papers) : 0;
  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-labelledby="computed-affinity-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="computed-affinity-title">
            Computed Affinity
          </Title>
          <Button onClick={() => start.mutate()} loading={start.isPending} disabled={p?.status === "running"}>
            Compute from Publications
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Scores each paper (title, abstract, keywords) against its track&apos;s TPC members&apos; publications; Auto
          Assign uses them as affinity. Imported scores are kept.
        </Text>
        {start.error && <Alert color="red">{errorMessage(start.error)}</Alert>}
        {p && p.status !== "none" && (
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color={p.status === "failed" ? "red" : p.status === "done" ? "green" : "blue"}>{p.status}</Badge>
              <Text size="sm">
                {p.done_papers} of {p.total_papers} papers, {p.stored_scores} scores stored
              </Text>
            </Group>
            <Progress value={percent} aria-label="Affinity computation progress" animated={p.status === "running"} />
            {p.error && <Alert color="red">{p.error}</Alert>}
          </Stack>
        )}
        <PaperPicker
          confId={confId}
          label="Explain a paper"
          description="Its best-matching members, the publications that matched and the terms they share."
          value={paperId}
          onChange={setPaperId}
        />
        {matches.error && <Alert color="yellow">{errorMessage(matches.error)}</Alert>}
        {matches.data && matches.data.matches.length === 0 && (
          <Text c="dimmed">No member has a publication sharing terms with this paper.</Text>
        )}
        {matches.data && matches.data.matches.length > 0 && (
          <Table.ScrollContainer minWidth={600}>
            <Table striped aria-label="Best-matching members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Score</Table.Th>
                  <Table.Th>Matching publications</Table.Th>
                  <Table.Th>Shared terms</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {matches.data.matches.map((m) => (
                  <Table.Tr key={m.user_id}>
                    <Table.Td>{`${m.first_name} ${m.last_name}`.trim()}</Table.Td>
                    <Table.Td>{m.score.toFixed(3)}</Table.Td>
                    <Table.Td>
                      {m.publications.map((pub) => `${pub.title}${pub.year ? ` (${pub.year})` : ""}`).join("; ")}
                    </Table.Td>
                    <Table.Td>{m.shared_terms.join(", ")}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
