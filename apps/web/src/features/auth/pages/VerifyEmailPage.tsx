import { useEffect, useRef, useState } from "react";
import { Anchor, Loader, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { AlertMessage, type AlertVariant } from "../../../components/AlertMessage";
import { ApiError } from "../../../lib/api/errors";
import { markEmailVerified, useSession } from "../../../lib/auth/session";
import { verifyEmail } from "../api/verifyEmail";
import { AuthLayout } from "../components/AuthLayout";
import { useTokenFromAddressBar } from "../hooks/useTokenFromAddressBar";

type Outcome = { variant: AlertVariant; message: string } | null;

const NO_TOKEN = "This link has no verification token. Sign in and use “Send the link again”.";

/** What the user is told for each answer of POST /verify_email. */
function outcomeOf(error: unknown): Outcome {
  if (error instanceof ApiError && error.status === 409) {
    return { variant: "info", message: "This link has already been used. If your address is not confirmed yet, sign in and use “Send the link again”." };
  }
  if (error instanceof ApiError && error.status === 422) {
    return { variant: "warning", message: "The link is invalid or has expired. Sign in and use “Send the link again” for a new one." };
  }
  return { variant: "danger", message: error instanceof Error ? error.message : "Something went wrong." };
}

/** The page of the verification mail's link: it confirms the address once and says what happened. */
export default function VerifyEmailPage() {
  const token = useTokenFromAddressBar();
  const session = useSession();
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
    <AuthLayout title="Confirm your email address">
      {outcome === null ? (
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">Confirming your email address…</Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <AlertMessage alert={{ show: true, ...outcome }} />
          <Anchor component={Link} to={session ? paths.conference() : paths.login()} size="sm" ta="center">
            {session ? "Go to your conferences" : "Go to Login"}
          </Anchor>
        </Stack>
      )}
    </AuthLayout>
  );
}
