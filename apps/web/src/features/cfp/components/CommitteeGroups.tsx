import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { CommitteeGroup, PublicCommitteeMember } from "@symposia/domain";
import { AwaitingVerificationBadge } from "../../../components/AwaitingVerificationBadge";

/** The managers' view adds the email and whether the entry waits for its account to verify the address. */
type Member = PublicCommitteeMember & { email?: string; awaiting_email_verification?: boolean };

export interface CommitteeGroupsProps<M extends Member> {
  groups: CommitteeGroup<M>[];
  /** Heading level of each group's title. */
  headingOrder?: 2 | 3 | 4;
  /** Given on Manage CFP: a delete button per member. */
  onDelete?: (member: M) => void;
  deletingId?: number | null;
}

/** Committee members grouped by type, each group in sequence order (Manage CFP and the public page). */
export function CommitteeGroups<M extends Member>({
  groups,
  headingOrder = 3,
  onDelete,
  deletingId,
}: CommitteeGroupsProps<M>) {
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack key={group.organizing_committee_type} gap="xs" component="section" aria-label={group.label}>
          <Title order={headingOrder} fz="h5">
            {group.label}
          </Title>
          <Stack gap={6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {group.members.map((member) => (
              <Paper key={member.id} withBorder radius="sm" p="xs" component="li">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Text size="sm" fw={500}>
                        {member.first_name} {member.last_name}
                      </Text>
                      {member.awaiting_email_verification && <AwaitingVerificationBadge />}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {[member.affiliation, member.country].filter(Boolean).join(", ")}
                    </Text>
                    {member.email && (
                      <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                        {member.email}
                      </Text>
                    )}
                  </Stack>
                  {onDelete && (
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${member.first_name} ${member.last_name} from ${group.label}`}
                        loading={deletingId === member.id}
                        onClick={() => onDelete(member)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
