import { Group, Skeleton, Text } from "@mantine/core";
import { formatConferenceDate } from "@symposia/domain";
import { useConferenceShort } from "../lib/api/conferences";

/** A one-line summary: "ACRONYM · Event name · 2027-01-10 – 2027-01-12". */
export function ConferenceShortInfo({ confId }: { confId: number | null }) {
  const { data, isLoading } = useConferenceShort(confId);
  if (isLoading) return <Skeleton height={18} width={260} />;
  if (!data) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Text fw={600}>{data.acronym_title}</Text>
      <Text c="dimmed">·</Text>
      <Text>{data.event_name}</Text>
      <Text c="dimmed" size="sm">
        {formatConferenceDate(data.start_date, data.date_format)} –{" "}
        {formatConferenceDate(data.end_date, data.date_format)}
      </Text>
    </Group>
  );
}
