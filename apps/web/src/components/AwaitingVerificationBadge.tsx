import { Badge } from "@mantine/core";

export const AWAITING_VERIFICATION_LABEL = "Awaiting email verification";

/**
 * Marks an account whose owner has not proven its address: a role given to it is held by the
 * server until they verify, so the chair knows why it grants nothing yet.
 */
export function AwaitingVerificationBadge() {
  return (
    <Badge color="orange" variant="light" size="xs">
      {AWAITING_VERIFICATION_LABEL}
    </Badge>
  );
}
