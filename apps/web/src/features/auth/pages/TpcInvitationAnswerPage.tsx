import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api/errors";
import { queryClient } from "../../../lib/api/queryClient";
import { MailedLinkOutcome, type MailedLinkOutcomeValue as Outcome } from "../components/MailedLinkOutcome";
import { useTokenFromAddressBar } from "../hooks/useTokenFromAddressBar";
import { answerInvitationLink } from "../api/answerInvitationLink";

const NO_TOKEN =
  "This link has no invitation token. Sign in and answer the invitation with Accept TPC Invitation on the conference card.";
const NO_ANSWER =
  "This link does not say whether to accept or decline. Use the Accept or Decline link of the invitation mail.";

/** What the invitee is told for a refused answer: the server's own words (used, expired, unknown). */
function outcomeOf(error: unknown): Outcome {
  if (error instanceof ApiError && (error.status === 404 || error.status === 409 || error.status === 422)) {
    return { variant: "warning", message: error.message };
  }
  return { variant: "danger", message: error instanceof Error ? error.message : "Something went wrong." };
}

/**
 * The page of a TPC invitation mail's Accept or Decline link (with the other pages of mailed links): it answers the invitation once, signed
 * in or not (the token proves the invitee), and says what happened.
 */
export default function TpcInvitationAnswerPage() {
  const token = useTokenFromAddressBar();
  const [search] = useSearchParams();
  const answer = search.get("answer");
  const action = answer === "accept" ? "ACCEPT" : answer === "decline" ? "REJECT" : null;
  const [outcome, setOutcome] = useState<Outcome>(
    !token ? { variant: "warning", message: NO_TOKEN } : action ? null : { variant: "warning", message: NO_ANSWER },
  );
  // A token works once: the call must not be repeated by a second effect run (StrictMode).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || !action || sent.current) return;
    sent.current = true;
    answerInvitationLink(token, action).then(
      (res) => {
        setOutcome({ variant: action === "ACCEPT" ? "success" : "info", message: res.message });
        // the conference list shows the membership (or no longer the invitation)
        void queryClient.invalidateQueries();
      },
      (error: unknown) => setOutcome(outcomeOf(error)),
    );
  }, [token, action]);

  return (
    <MailedLinkOutcome
      title={action === "REJECT" ? "Decline the TPC invitation" : "Accept the TPC invitation"}
      pending={action === "REJECT" ? "Declining the invitation…" : "Accepting the invitation…"}
      outcome={outcome}
    />
  );
}
