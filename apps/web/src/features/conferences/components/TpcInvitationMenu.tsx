import { Button, Group, Popover, Stack, Text } from "@mantine/core";
import type { ConferenceListItem } from "@symposia/domain";
import type { TpcInvitationAnswer } from "../api/tpcInvitationAction";

export interface TpcInvitationMenuProps {
  invitations: ConferenceListItem["tpc_invitation"];
  onAnswer: (invitation: ConferenceListItem["tpc_invitation"][number], action: TpcInvitationAnswer) => void;
  busy?: boolean;
}

/** Accept TPC Invitation: each pending invitation by track name, with ACCEPT and REJECT. */
export function TpcInvitationMenu({ invitations, onAnswer, busy }: TpcInvitationMenuProps) {
  if (invitations.length === 0) return null;
  return (
    <Popover position="bottom-start" withinPortal shadow="md" width={320}>
      <Popover.Target>
        <Button size="compact-sm" color="grape" loading={busy}>
          Accept TPC Invitation
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {invitations.map((inv) => (
            <Group key={inv.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={500}>
                {inv.track_name}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  color="teal"
                  onClick={() => onAnswer(inv, "ACCEPT")}
                  aria-label={`ACCEPT ${inv.track_name}`}
                >
                  ACCEPT
                </Button>
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  onClick={() => onAnswer(inv, "REJECT")}
                  aria-label={`REJECT ${inv.track_name}`}
                >
                  REJECT
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
