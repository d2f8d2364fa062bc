import { useMutation, useQuery } from "@tanstack/react-query";
import type { CameraReadyMailOutcome, CameraReadyStatus } from "@symposia/domain";
import { api, apiDownload } from "../../../lib/api/client";

/** GET /conference/camera-ready-status/{confId}: accepted papers, final version uploaded or missing. */
export function useCameraReadyStatus(confId: number | null) {
  return useQuery({
    queryKey: ["camera-ready-status", confId],
    queryFn: async ({ signal }) =>
      (await api.get<CameraReadyStatus>(`/conference/camera-ready-status/${confId}`, { signal })).result,
    enabled: confId !== null,
    meta: { handlesErrors: true },
  });
}

export interface CameraReadyMailRequest {
  subject?: string;
  message?: string;
  preview: boolean;
}

/** POST /conference/camera-ready-mail/{confId}: preview answers the mails; otherwise they are queued. */
export function useCameraReadyMail(confId: number) {
  return useMutation({
    mutationFn: (body: CameraReadyMailRequest) =>
      api.post<CameraReadyMailOutcome>(`/conference/camera-ready-mail/${confId}`, body),
    meta: { handlesErrors: true },
  });
}

/** GET /conference/proceedings/{confId}: the ZIP of final versions and metadata. */
export function downloadProceedings(confId: number): Promise<void> {
  return apiDownload(`/conference/proceedings/${confId}`, "proceedings.zip").catch((error: unknown) =>
    console.error(error),
  );
}
