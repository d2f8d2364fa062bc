import type { TpcInvitationTokenAnswer } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** POST /track/tpc-invitation-answer: the one-click answer of an invitation mail (the token proves the invitee; no session). */
export const answerInvitationLink = (token: string, action: "ACCEPT" | "REJECT") =>
  api.post<TpcInvitationTokenAnswer>("/track/tpc-invitation-answer", { token, action }, { auth: false });
