import "@mantine/charts/styles.layer.css"; // in the "mantine" layer, like core (app/styles/critical.css)
import type { ReactNode } from "react";
import { BarChart, DonutChart } from "@mantine/charts";
import { Card, Group, RingProgress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDecisions } from "../../../lib/api/reviewForms";
import { decisionColor, statusGroupLabel, statusOfLabel } from "../../../lib/decisionLabels";
import { useReportCharts } from "../api/reports";
import { LoadingIndicator } from "../../../components/LoadingIndicator";

// Lazy-loaded by the Reports page: recharts and @mantine/charts stay out of every other chunk.

const STATUS_COLORS_BY_NUMBER: Record<number, string> = {
  0: "blue.6",
  18: "gray.6",
  20: "red.6",
  35: "teal.6",
  25: "orange.6",
  30: "dark.4",
};

/** "1 Submitted, 2 Blocked" in the chart's status order, for the caption that reads the chart out. */
function describeCounts(labels: string[], counts: Record<string, number>): string {
  const parts = labels.filter((l) => counts[l]).map((l) => `${counts[l]} ${l}`);
  return parts.length ? parts.join(", ") : "no papers";
}

function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="figure" m={0} aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
      <Text component="figcaption" size="xs" c="dimmed" mt="xs">
        {summary}
      </Text>
    </Card>
  );
}

export default function ReportCharts({ confId }: { confId: number }) {
  const charts = useReportCharts(confId);
  const list = useDecisions(confId).data?.decisions;
  if (charts.isLoading) return <LoadingIndicator label="Loading charts" />;
  const data = charts.data;
  if (!data) return null;

  // the server counts by the fixed status labels; the chart names the decided ones with the conference's list
  const shown = (label: string) => {
    const status = statusOfLabel(label);
    return status === undefined ? label : statusGroupLabel(status, list, label);
  };
  const statusLabels = data.status_labels.map(shown);
  const relabel = (counts: Record<string, number>) =>
    Object.fromEntries(Object.entries(counts).map(([label, n]) => [shown(label), n]));
  const perTrack = data.papers_per_track.map((t) => ({ track: t.track_name, ...relabel(t.counts) }));
  const statusSeries = data.status_labels.map((label) => ({
    name: shown(label),
    color: STATUS_COLORS_BY_NUMBER[statusOfLabel(label) ?? -1] ?? "gray.6",
  }));
  const decisions = data.decisions
    .filter((d) => d.count > 0)
    .map((d) => ({ name: d.decision, value: d.count, color: decisionColor(d.decision, list) }));
  const { assigned, submitted, per_track } = data.review_progress;
  const percent = assigned === 0 ? 0 : Math.round((submitted / assigned) * 100);
  const progressPerTrack = per_track.map((t) => ({
    track: t.track_name,
    Submitted: t.submitted,
    Pending: t.assigned - t.submitted,
  }));

  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
      <ChartCard
        title="Papers per track and status"
        summary={data.papers_per_track
          .map((t) => `${t.track_name}: ${describeCounts(statusLabels, relabel(t.counts))}`)
          .join("; ")}
      >
        <BarChart
          h={240}
          data={perTrack}
          dataKey="track"
          type="stacked"
          series={statusSeries}
          withLegend
          legendProps={{ verticalAlign: "bottom" }}
        />
      </ChartCard>
      <ChartCard title="Decisions" summary={data.decisions.map((d) => `${d.decision}: ${d.count}`).join(", ")}>
        <Group justify="center">
          <DonutChart
            data={decisions}
            withLabels
            withTooltip
            chartLabel={`${decisions.reduce((s, d) => s + d.value, 0)} papers`}
            size={180}
            thickness={28}
          />
        </Group>
      </ChartCard>
      <ChartCard title="Review progress" summary={`${submitted} of ${assigned} reviews submitted (${percent}%)`}>
        <Stack gap="xs" align="center">
          <RingProgress
            size={120}
            thickness={12}
            roundCaps
            sections={[{ value: percent, color: "teal" }]}
            label={
              <Text ta="center" fw={700} size="lg">
                {percent}%
              </Text>
            }
          />
          <BarChart
            h={140}
            w="100%"
            data={progressPerTrack}
            dataKey="track"
            type="stacked"
            orientation="vertical"
            series={[
              { name: "Submitted", color: "teal.6" },
              { name: "Pending", color: "gray.4" },
            ]}
          />
          {/* the server counts only the reviews the reader may read (the same rule as the review lists) */}
          <Text size="xs" c="dimmed" ta="center">
            Review figures count the reviews you may read: those of papers you wrote or are conflicted with are left
            out.
          </Text>
        </Stack>
      </ChartCard>
      {/* one chart per score, select and checkbox field of the review form: submitted reviews only */}
      {(data.review_fields ?? [])
        .filter((f) => f.type !== "text")
        .map((f) => (
          <ChartCard
            key={f.key}
            title={`Review field: ${f.label}`}
            summary={
              `${f.answered} answer${f.answered === 1 ? "" : "s"}${f.average !== null ? `, average ${f.average}` : ""}; ` +
              f.distribution.map((d) => `${d.label}: ${d.count}`).join(", ")
            }
          >
            <BarChart
              h={180}
              data={f.distribution.map((d) => ({ answer: d.label, Reviews: d.count }))}
              dataKey="answer"
              series={[{ name: "Reviews", color: "indigo.6" }]}
            />
          </ChartCard>
        ))}
    </SimpleGrid>
  );
}
