import { Box, Group, ScrollArea, Stack, Table, Text } from "@mantine/core";
import type { AutoAssignOutcome } from "@symposia/domain";

const SHOWN_ROWS = 300;

/** The load chart: how many members end with each load (existing + new). */
export function LoadChart({ outcome }: { outcome: AutoAssignOutcome }) {
  const bars = outcome.statistics?.load_histogram ?? [];
  const most = Math.max(1, ...bars.map((b) => b.members));
  return (
    <Stack
      gap={2}
      role="img"
      aria-label={`Load chart: ${bars.map((b) => `${b.members} member(s) with ${b.load} paper(s)`).join(", ")}`}
      data-testid="load-chart"
    >
      <Text size="sm" fw={600}>
        Reviewer loads
      </Text>
      {bars.map((b) => (
        <Group key={b.load} gap={6} wrap="nowrap">
          <Text size="xs" w={70} ta="right">
            {b.load} paper(s)
          </Text>
          <Box h={12} w={`${(70 * b.members) / most}%`} bg="indigo.5" style={{ borderRadius: 2, minWidth: 2 }} />
          <Text size="xs">{b.members}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The preview's statistics and its table of new pairs. */
export function AutoAssignPreview({ outcome }: { outcome: AutoAssignOutcome }) {
  const s = outcome.statistics;
  const pairs = outcome.pairs ?? [];
  return (
    <Stack gap="xs" data-testid="auto-assign-preview">
      {s && (
        <Text size="sm">
          {outcome.assignments_made} new assignment(s): {s.pairs_by_bid.yes} yes, {s.pairs_by_bid.maybe} maybe,{" "}
          {s.pairs_by_bid.none} without a bid, {s.pairs_by_bid.no} no. Mean topic overlap {s.mean_topic_overlap}
          {s.mean_affinity === null ? "" : `, mean affinity ${s.mean_affinity}`}. Total preference {s.total_preference}.
          {s.used_no_bids ? " Some members get papers they bid no on: nothing else was feasible." : ""}
        </Text>
      )}
      {s?.paper_totals && (
        <Text size="sm" data-testid="paper-totals">
          Per-paper total preference: lowest {s.paper_totals.lowest}, 10th percentile {s.paper_totals.p10}, median{" "}
          {s.paper_totals.median}. {s.low_affinity_papers} paper(s) whose reviewers all have an affinity below{" "}
          {s.low_affinity_threshold}.
        </Text>
      )}
      <LoadChart outcome={outcome} />
      {outcome.papers_short.length > 0 && (
        <Text size="sm" c="red.9">
          {outcome.papers_short.length} paper(s) left short:{" "}
          {outcome.papers_short
            .slice(0, 5)
            .map((p) => `${p.paper_sequence} (${p.reason})`)
            .join("; ")}
        </Text>
      )}
      <ScrollArea.Autosize mah={260}>
        <Table striped withTableBorder fz="xs" aria-label="Proposed assignments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Paper</Table.Th>
              <Table.Th>Reviewer</Table.Th>
              <Table.Th>Bid</Table.Th>
              <Table.Th>Topic overlap</Table.Th>
              <Table.Th>Affinity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pairs.slice(0, SHOWN_ROWS).map((p) => (
              <Table.Tr key={`${p.paper_id}-${p.user_id}`}>
                <Table.Td>{p.paper_sequence}</Table.Td>
                <Table.Td>
                  {p.first_name} {p.last_name}
                </Table.Td>
                <Table.Td>{p.bid ?? "—"}</Table.Td>
                <Table.Td>{p.topic_overlap}</Table.Td>
                <Table.Td>{p.affinity ?? "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {pairs.length > SHOWN_ROWS && (
        <Text size="xs" c="dimmed">
          The first {SHOWN_ROWS} of {pairs.length} assignments are shown.
        </Text>
      )}
    </Stack>
  );
}
