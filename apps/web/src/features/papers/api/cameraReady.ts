import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CameraReadyAuthor, CameraReadyInfo, CameraReadyVersion } from "@symposia/domain";
import { api } from "../../../lib/api/client";

const key = (paperId: number) => ["camera-ready", paperId] as const;

/** GET /paper/camera-ready/{paperId}: open or not, and the final version so far. */
export function useCameraReady(paperId: number | null) {
  return useQuery({
    queryKey: key(paperId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<CameraReadyInfo>(`/paper/camera-ready/${paperId}`, { signal })).result,
    enabled: paperId !== null,
    meta: { handlesErrors: true },
  });
}

export interface FinalVersionUpload {
  final_title: string;
  final_abstract: string;
  final_authors: CameraReadyAuthor[];
  final_file: File;
  copyright_file: File | null;
}

/** POST /paper/camera-ready/{paperId} (multipart): adds or replaces the final version. */
export function useUploadFinalVersion(paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FinalVersionUpload) => {
      const body = new FormData();
      body.set("final_title", input.final_title);
      body.set("final_abstract", input.final_abstract);
      body.set("final_authors", JSON.stringify(input.final_authors));
      body.set("final_file", input.final_file);
      if (input.copyright_file) body.set("copyright_file", input.copyright_file);
      return api.post<CameraReadyVersion>(`/paper/camera-ready/${paperId}`, body);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: key(paperId) }),
    meta: { handlesErrors: true },
  });
}
