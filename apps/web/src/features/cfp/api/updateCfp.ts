import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { cfpKeys } from "./keys";

export interface CfpSave {
  cfp_details: string;
  cfp_file: File | null;
  onUploadProgress?: (percent: number) => void;
}

/** POST /cfp-data/update/{confId}: multipart cfp_details (HTML) and an optional cfp_file (PDF). */
export function updateCfp(confId: number, { cfp_details, cfp_file, onUploadProgress }: CfpSave) {
  const body = new FormData();
  body.append("cfp_details", cfp_details);
  if (cfp_file) body.append("cfp_file", cfp_file, cfp_file.name);
  return api.post(`/cfp-data/update/${confId}`, body, cfp_file ? { onUploadProgress } : {});
}

export function useUpdateCfp(confId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: CfpSave) => updateCfp(confId, save),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cfpKeys.managed(confId) }),
  });
}
