import { useQuery } from "@tanstack/react-query";
import { api, apiDownload } from "../../../lib/api/client";
import { reportKeys } from "../../../lib/api/reports";
import type { ReportCharts, ReportCount } from "@symposia/domain";

/** GET /paper/report-counts/{confId}: the number on every filter button. */
export function useReportCounts(confId: number | null) {
  return useQuery({
    queryKey: reportKeys.counts(confId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<ReportCount[]>(`/paper/report-counts/${confId}`, { signal })).result ?? [],
    enabled: confId !== null,
  });
}

/** GET /paper/report-charts/{confId}. */
export function useReportCharts(confId: number) {
  return useQuery({
    queryKey: reportKeys.charts(confId),
    queryFn: async ({ signal }) => (await api.get<ReportCharts>(`/paper/report-charts/${confId}`, { signal })).result,
  });
}

/** GET /paper/report-csv/{confId}?status=: the current filter as a CSV file. Failures are only logged (spec). */
export function downloadReportCsv(confId: number, status: number): Promise<void> {
  return apiDownload(`/paper/report-csv/${confId}`, "papers.csv", { query: { status } }).catch((error: unknown) =>
    console.error(error),
  );
}
