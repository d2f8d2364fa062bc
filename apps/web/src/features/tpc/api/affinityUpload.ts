import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";

export interface AffinityUploadResult {
  lines: number;
  imported: number;
  refused_count: number;
  refused: { line: number; text: string; reason: string }[];
}

/** POST /track/affinity/{trackId} with a multipart `file` (CSV or gzip), reporting upload progress. */
export function useAffinityUpload(trackId: number) {
  return useMutation({
    mutationFn: ({
      file,
      replace,
      onUploadProgress,
    }: {
      file: File;
      replace: boolean;
      onUploadProgress: (percent: number) => void;
    }) => {
      const form = new FormData();
      form.append("replace", replace ? "1" : "0");
      form.append("file", file);
      return api.post<AffinityUploadResult>(`/track/affinity/${trackId}`, form, { onUploadProgress });
    },
    meta: { handlesErrors: true },
  });
}
