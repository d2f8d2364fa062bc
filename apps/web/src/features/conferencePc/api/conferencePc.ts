import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ConferencePc,
  ConferencePcInvitationReport,
  ConferencePcMemberAdded,
  ConferencePcMemberTracksResult,
  ConferencePcReminderResult,
} from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** GET /conference/pc/{confId}: every PC member over the conference's tracks. */
export function useConferencePc(confId: number | null) {
  return useQuery({
    queryKey: ["conference-pc", confId],
    queryFn: async ({ signal }) => (await api.get<ConferencePc>(`/conference/pc/${confId}`, { signal })).result,
    enabled: confId !== null,
    meta: { handlesErrors: true },
  });
}

const pcKey = (confId: number) => ["conference-pc", confId] as const;

/** Every change to the PC refreshes the PC list (and the per-track screens read their own tracks again). */
function usePcMutation<Body, Result>(
  confId: number,
  path: (body: Body) => string,
  send: (body: Body) => unknown = (body) => body,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<Result>(path(body), send(body)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pcKey(confId) });
      await queryClient.invalidateQueries({ queryKey: ["tracks", confId] });
    },
    meta: { handlesErrors: true },
  });
}

/** POST /conference/pc-invitation/{confId}: the invitation lines (total_data, a JSON string) for the tracks. */
export const useInvitePc = (confId: number) =>
  usePcMutation<{ total_data: string; track_ids: number[] }, ConferencePcInvitationReport>(
    confId,
    () => `/conference/pc-invitation/${confId}`,
  );

/** POST /conference/pc-member/{confId}: reviewer_id, or the person typed by hand, and the tracks. */
export const useAddPcMember = (confId: number) =>
  usePcMutation<Record<string, unknown> & { track_ids: number[] }, ConferencePcMemberAdded>(
    confId,
    () => `/conference/pc-member/${confId}`,
  );

/** POST /conference/pc-member-tracks/{confId}: the selected members join and leave tracks. */
export const useChangePcTracks = (confId: number) =>
  usePcMutation<
    { user_ids: number[]; add_track_ids: number[]; remove_track_ids: number[] },
    ConferencePcMemberTracksResult
  >(confId, () => `/conference/pc-member-tracks/${confId}`);

/** POST /conference/pc-reminder/{confId}: preview counts, send mails each person once. */
export const usePcReminder = (confId: number) =>
  usePcMutation<
    {
      status: 0 | 1;
      sender_email: string;
      subject: string;
      message: string;
      track_ids: number[];
      preview: boolean;
    },
    ConferencePcReminderResult
  >(confId, () => `/conference/pc-reminder/${confId}`);

/** POST /track/reviewer-quota/{trackId}: a member's cap in one track (null removes it). */
export const usePcQuota = (confId: number) =>
  usePcMutation<{ track_id: number; reviewer_id: number; max_papers: number | null }, unknown>(
    confId,
    (body) => `/track/reviewer-quota/${body.track_id}`,
    ({ reviewer_id, max_papers }) => ({ reviewer_id, max_papers }),
  );
