import { Alert, Button, Group, Text } from "@mantine/core";
import { IconMailExclamation } from "@tabler/icons-react";
import { useState } from "react";
import { ApiError } from "../../../lib/api/errors";
import { markEmailVerified, useSession } from "../../../lib/auth/session";
import { useResendVerification } from "../api/verifyEmail";

/**
 * Shown in the signed-in shell until the account's email address is confirmed: roles that a chair
 * typed with this address attach only after that.
 */
export function EmailVerificationBanner() {
  const session = useSession();
  const resend = useResendVerification();
  const [note, setNote] = useState<string | null>(null);
  if (!session || session.email_verified) return null;

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (res) => setNote(res.message),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) return markEmailVerified();
        setNote(error.message);
      },
    });

  return (
    <Alert
      role="region"
      color="yellow"
      variant="light"
      icon={<IconMailExclamation size={18} aria-hidden />}
      mb="md"
      title="Please confirm your email address"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          We sent a link to your email address. Roles that organisers gave this address reach your account once you open
          it.
        </Text>
        <Button size="xs" variant="light" color="yellow" onClick={sendAgain} loading={resend.isPending}>
          Send the link again
        </Button>
      </Group>
      {note && (
        <Text size="sm" mt="xs" role="status">
          {note}
        </Text>
      )}
    </Alert>
  );
}
