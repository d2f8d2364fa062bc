import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportFormat, ImportReport } from "@symposia/domain";
import { ApiError } from "../../../lib/api/errors";
import { api } from "../../../lib/api/client";

export interface ImportRequest {
  confId: number;
  format: ImportFormat;
  file: File;
  dryRun: boolean;
  notify: boolean;
  /** 0–100 as the file's bytes are sent (the request then goes through XMLHttpRequest) */
  onUploadProgress?: (percent: number) => void;
}

/**
 * POST /conference/import/{confId}, reporting the upload's progress. A file with refused records
 * answers 422 with the same report as a dry run: it is answered as a report here, so the screen
 * shows what was refused.
 */
export async function importFile(req: ImportRequest): Promise<{ report: ImportReport; imported: boolean }> {
  const form = new FormData();
  form.append("format", req.format);
  form.append("dry_run", req.dryRun ? "1" : "0");
  form.append("notify", req.notify ? "1" : "0");
  form.append("file", req.file);
  try {
    const res = await api.post<ImportReport>(`/conference/import/${req.confId}`, form, {
      onUploadProgress: req.onUploadProgress,
    });
    return { report: res.result, imported: !req.dryRun };
  } catch (error) {
    const report = error instanceof ApiError ? (error.result as ImportReport | null) : null;
    if (report && Array.isArray(report.refused)) return { report, imported: false };
    throw error;
  }
}

export function useImportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    // papers, authors and committees may all have changed
    onSuccess: ({ imported }) => (imported ? queryClient.invalidateQueries() : undefined),
  });
}
