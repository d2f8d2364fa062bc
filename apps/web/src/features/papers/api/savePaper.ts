import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConflictFields } from "../../../components/conflicts/useConflictDeclarations";
import { type PaperSaved, extraFileField } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import type { PaperFormValues } from "../paperForm";
import { paperKeys } from "../../../lib/api/papers";
import { paperConflictsKey } from "../../../lib/api/conflicts";

export interface SavePaperInput extends ConflictFields {
  /** absent: a new submission (POST /paper/); present: an edit (POST /paper/update) */
  paperId?: number;
  values: PaperFormValues;
  file: File | null;
  /** files for the extra slots, by slot key (sent as extra_file_<key>) */
  extraFiles?: Record<string, File>;
  /** answers to the extra fields; absent = unchanged (or none asked) */
  fields?: Record<string, string | boolean>;
  onUploadProgress?: (percent: number) => void;
  /** the paper's topics; absent when the conference has none */
  topic_ids?: number[];
}

export async function savePaper(
  confId: number,
  {
    paperId,
    values,
    file,
    extraFiles,
    fields,
    onUploadProgress,
    conflicts,
    other_collaborators,
    topic_ids,
  }: SavePaperInput,
) {
  const form = new FormData();
  if (paperId) form.set("paper_id", String(paperId));
  else form.set("conf_id", String(confId));
  form.set("track_id", values.track_id);
  form.set("paper_title", values.paper_title);
  form.set("keywords", values.keywords ?? "");
  form.set("abstract", values.abstract ?? "");
  // Conflicts of interest: a JSON array of {user_id, conflict_type}; absent = unchanged.
  if (conflicts) form.set("conflicts", JSON.stringify(conflicts));
  if (other_collaborators !== undefined) form.set("other_collaborators", other_collaborators);
  if (topic_ids) form.set("topic_ids", JSON.stringify(topic_ids));
  if (fields) form.set("fields", JSON.stringify(fields));
  if (file) form.set("paper_file", file, file.name);
  for (const [key, extra] of Object.entries(extraFiles ?? {})) form.set(extraFileField(key), extra, extra.name);
  const path = paperId ? "/paper/update" : "/paper/";
  // Upload progress needs the XMLHttpRequest path, so it is always given for file uploads.
  return api.post<PaperSaved>(path, form, {
    onUploadProgress: onUploadProgress ?? (() => undefined),
  });
}

export function useSavePaper(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePaperInput) => savePaper(confId, input),
    meta: { handlesErrors: true },
    onSuccess: (_res, { paperId }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: paperKeys.conference(confId) }),
        paperId ? qc.invalidateQueries({ queryKey: paperConflictsKey(paperId) }) : null,
      ]),
  });
}
