import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { PaperFormValues } from "../paperForm";
import { paperKeys } from "../../../lib/api/papers";

export interface SavePaperInput {
  /** absent: a new submission (POST /paper/); present: an edit (POST /paper/update) */
  paperId?: number;
  values: PaperFormValues;
  file: File | null;
  onUploadProgress?: (percent: number) => void;
}

export async function savePaper(confId: number, { paperId, values, file, onUploadProgress }: SavePaperInput) {
  const form = new FormData();
  if (paperId) form.set("paper_id", String(paperId));
  else form.set("conf_id", String(confId));
  form.set("track_id", values.track_id);
  form.set("paper_title", values.paper_title);
  form.set("keywords", values.keywords ?? "");
  form.set("abstract", values.abstract);
  if (file) form.set("paper_file", file, file.name);
  const path = paperId ? "/paper/update" : "/paper/";
  // Upload progress needs the XMLHttpRequest path, so it is always given for file uploads.
  return api.post<{ id: number; paper_sequence: number }>(path, form, { onUploadProgress: onUploadProgress ?? (() => undefined) });
}

export function useSavePaper(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePaperInput) => savePaper(confId, input),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: paperKeys.conference(confId) }),
  });
}
