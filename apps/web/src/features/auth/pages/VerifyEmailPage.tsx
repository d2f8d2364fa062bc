import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api/errors";
import { markEmailVerified } from "../../../lib/auth/session";
import { verifyEmail } from "../api/verifyEmail";
import { MailedLinkOutcome, type MailedLinkOutcomeValue as Outcome } from "../components/MailedLinkOutcome";
import { useTokenFromAddressBar } from "../hooks/useTokenFromAddressBar";

const NO_TOKEN = "This link has no verification token. Sign in and use “Send the link again”.";

/** What the user is told for each answer of POST /verify_email. */
function outcomeOf(error: unknown): Outcome {
  if (error instanceof ApiError && error.status === 409) {
    return {
      variant: "info",
      message:
        "This link has already been used. If your address is not confirmed yet, sign in and use “Send the link again”.",
    };
  }
  if (error instanceof ApiError && error.status === 422) {
    return {
      variant: "warning",
      message: "The link is invalid or has expired. Sign in and use “Send the link again” for a new one.",
    };
  }
  return { variant: "danger", message: error instanceof Error ? error.message : "Something went wrong." };
}

/** The page of the verification mail's link: it confirms the address once and says what happened. */
export default function VerifyEmailPage() {
  const token = useTokenFromAddressBar();
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { variant: "warning", message: NO_TOKEN });
  // A token works once: the call must not be repeated by a second effect run (StrictMode).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token).then(
      (res) => {
        if (!res.success) return setOutcome({ variant: "warning", message: res.message });
        markEmailVerified();
        setOutcome({ variant: "success", message: res.message || "Your email address is confirmed." });
      },
      (error: unknown) => setOutcome(outcomeOf(error)),
    );
  }, [token]);

  return (
    <MailedLinkOutcome
      title={"Confirm your email address"}
      pending={"Confirming your email address…"}
      outcome={outcome}
    />
  );
}
