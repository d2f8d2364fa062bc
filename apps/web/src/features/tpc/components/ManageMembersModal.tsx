import { ActionIcon, Divider, Grid, Group, Loader, Modal, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { TPC_CONFIRMATIONS } from "@symposia/domain";
import { IconTrash } from "@tabler/icons-react";
import { EmptyState } from "../../../components/EmptyState";
import { notifySuccess, notifyWarning } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { UserSearch } from "../../../components/UserSearch";
import { useTrack } from "../../tracks/api/getTrack";
import type { TrackReviewer } from "../../tracks/api/types";
import { useAddMember } from "../api/addMember";
import { useRemoveMember } from "../api/removeMember";
import { ManualMemberForm } from "./ManualMemberForm";
import { MemberStatusBadge } from "./MemberStatusBadge";

const answer = (res: { success: boolean; message: string }) => (res.success ? notifySuccess(res.message) : notifyWarning(res.message));

/** Manage TPC Members: add by search or by hand on the left, the track's members with removal on the right. */
export function ManageMembersModal({ confId, trackId, onClose }: { confId: number; trackId: number | null; onClose: () => void }) {
  const { data: track, isLoading } = useTrack(trackId);
  const add = useAddMember(confId, trackId ?? 0);
  const remove = useRemoveMember(confId, trackId ?? 0);
  const confirm = useConfirm();
  const members = track?.track_reviewer_data ?? [];

  const removeMember = async (member: TrackReviewer) => {
    if (!(await confirm(TPC_CONFIRMATIONS.deleteMember, { danger: true, confirmLabel: "Delete" }))) return;
    remove.mutate(member.id, { onSuccess: answer });
  };

  return (
    <Modal opened={trackId !== null} onClose={onClose} size="xl" title={track ? `Manage TPC Members: ${track.track_name}` : "Manage TPC Members"}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <UserSearch
              label="Search here for users to add as TPC members"
              excludeIds={members.map((m) => m.reviewer_id)}
              disabled={add.isPending || !track}
              onPick={(user) => add.mutate({ reviewer_id: user.id }, { onSuccess: answer })}
            />
            <Text size="xs" c="dimmed">
              Type at least 2 characters of the start of a first name, last name or email.
            </Text>
            <Divider label="OR" labelPosition="center" />
            {trackId !== null && <ManualMemberForm confId={confId} trackId={trackId} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tpc-members-title">
            <Title order={3} fz="h5" mb="sm" id="tpc-members-title">
              TPC Members
            </Title>
            {isLoading ? (
              <Loader size="sm" />
            ) : members.length === 0 ? (
              <EmptyState message="No TPC members yet" />
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
                {members.map((member) => (
                  <Paper key={member.id} withBorder radius="sm" p="xs" component="li">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Group gap={6}>
                          <Text size="sm" fw={500}>
                            {member.reviewer_first_name} {member.reviewer_last_name}
                          </Text>
                          <MemberStatusBadge status={member.status} />
                        </Group>
                        <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                          {member.reviewer_email}
                        </Text>
                      </Stack>
                      <Tooltip label="Delete TPC member">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete TPC member ${member.reviewer_first_name} ${member.reviewer_last_name}`}
                          loading={remove.isPending && remove.variables === member.id}
                          onClick={() => void removeMember(member)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
