import { Group, Skeleton, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatConferenceDate } from "@symposia/domain";
import { api } from "../lib/api/client";

/** GET /site/conf/short/{id}: result[0]. */
export interface ConferenceShort {
  id: number;
  event_name: string;
  acronym_title: string;
  start_date: string;
  end_date: string;
  last_submission_date: string | null;
  /** the conference's Date Format (absent: YYYY-MM-DD) */
  date_format?: string | null;
}

export const conferenceShortKey = (confId: number | null) => ["conference-short", confId] as const;

export async function fetchConferenceShort(confId: number, signal?: AbortSignal): Promise<ConferenceShort | null> {
  const res = await api.get<ConferenceShort[]>(`/site/conf/short/${confId}`, { signal });
  return res.result?.[0] ?? null;
}

/** Name, acronym, dates and submission deadline of a conference (for page titles and deadline checks). */
export function useConferenceShort(confId: number | null) {
  return useQuery({
    queryKey: conferenceShortKey(confId),
    queryFn: ({ signal }) => fetchConferenceShort(confId!, signal),
    enabled: confId !== null,
    staleTime: 60_000,
  });
}

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
        {formatConferenceDate(data.start_date, data.date_format)} – {formatConferenceDate(data.end_date, data.date_format)}
      </Text>
    </Group>
  );
}
