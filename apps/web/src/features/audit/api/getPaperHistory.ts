import { useQuery } from "@tanstack/react-query";
import type { PaperHistoryEntry } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { auditKeys } from "./keys";

export type { PaperHistoryEntry };

export const getPaperHistory = async (paperId: number, signal?: AbortSignal) =>
  (await api.get<PaperHistoryEntry[]>(`/paper/history/${paperId}`, { signal })).result;

/** Fetched only while the History dialog is open; the dialog shows its own error. */
export const usePaperHistory = (paperId: number | null) =>
  useQuery({
    queryKey: auditKeys.paperHistory(paperId ?? 0),
    queryFn: ({ signal }) => getPaperHistory(paperId!, signal),
    enabled: paperId !== null,
    meta: { handlesErrors: true },
  });
