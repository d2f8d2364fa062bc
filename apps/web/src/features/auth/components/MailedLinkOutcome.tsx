import { Anchor, Loader, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { AlertMessage, type AlertVariant } from "../../../components/AlertMessage";
import { useSession } from "../../../lib/auth/session";
import { AuthLayout } from "./AuthLayout";

export type MailedLinkOutcomeValue = { variant: AlertVariant; message: string } | null;

/**
 * The page of a mailed one-time link (email verification, a TPC invitation's Accept or Decline):
 * a spinner while the link is answered, then what happened and a way on, signed in or not.
 */
export function MailedLinkOutcome({
  title,
  pending,
  outcome,
}: {
  title: string;
  pending: string;
  outcome: MailedLinkOutcomeValue;
}) {
  const session = useSession();
  return (
    <AuthLayout title={title}>
      {outcome === null ? (
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{pending}</Text>
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
