import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CommitteeMemberAdded } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { cfpKeys } from "./keys";

/** Either shape of POST /cfp/{confId}: a user picked by search, or a person typed by hand. */
export type CommitteeAddBody =
  | { organizing_committee_type: number; sequence: number; org_com_user_id: number }
  | {
      organizing_committee_type: number;
      sequence: number;
      first_name: string;
      last_name: string;
      email: string;
      country: string;
      affiliation: string;
    };

export const addCommitteeMember = (confId: number, body: CommitteeAddBody) =>
  api.post<CommitteeMemberAdded>(`/cfp/${confId}`, body);

export function useAddCommitteeMember(confId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommitteeAddBody) => addCommitteeMember(confId, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cfpKeys.managed(confId) }),
  });
}
