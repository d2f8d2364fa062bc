import { Divider, Grid, Modal, Stack, Text } from "@mantine/core";
import { TPC_CONFIRMATIONS } from "@symposia/domain";
import { notifySuccess, notifyWarning } from "../../../components/notify";
import { PeopleListPanel } from "../../../components/PeopleListPanel";
import { useConfirm } from "../../../components/useConfirm";
import { UserSearch } from "../../../components/UserSearch";
import { useTrack } from "../../../lib/api/tracks";
import type { TrackReviewer } from "@symposia/domain";
import { useAddMember } from "../api/addMember";
import { useRemoveMember } from "../api/removeMember";
import { ManualMemberForm } from "./ManualMemberForm";
import { MemberStatusBadge } from "./MemberStatusBadge";

const answer = (res: { success: boolean; message: string }) =>
  res.success ? notifySuccess(res.message) : notifyWarning(res.message);

/** Manage TPC Members: add by search or by hand on the left, the track's members with removal on the right. */
export function ManageMembersModal({
  confId,
  trackId,
  onClose,
}: {
  confId: number;
  trackId: number | null;
  onClose: () => void;
}) {
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
    <Modal
      opened={trackId !== null}
      onClose={onClose}
      size="xl"
      title={track ? `Manage TPC Members: ${track.track_name}` : "Manage TPC Members"}
    >
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
          <PeopleListPanel
            title="TPC Members"
            titleId="tpc-members-title"
            loading={isLoading}
            emptyMessage="No TPC members yet"
            removeLabel="Delete TPC member"
            removingId={remove.isPending ? remove.variables : null}
            people={members.map((member) => ({
              id: member.id,
              name: `${member.reviewer_first_name} ${member.reviewer_last_name}`,
              email: member.reviewer_email,
              badge: <MemberStatusBadge status={member.status} />,
            }))}
            onRemove={(id) => {
              const member = members.find((m) => m.id === id);
              if (member) void removeMember(member);
            }}
          />
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
