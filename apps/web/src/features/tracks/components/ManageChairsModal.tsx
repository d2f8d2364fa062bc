import { Grid, Modal, Stack, Text } from "@mantine/core";
import { TRACK_CONFIRMATIONS } from "@symposia/domain";
import { AwaitingVerificationBadge } from "../../../components/AwaitingVerificationBadge";
import { notifySuccess, notifyWarning } from "../../../components/notify";
import { PeopleListPanel } from "../../../components/PeopleListPanel";
import { useConfirm } from "../../../components/useConfirm";
import { UserSearch } from "../../../components/UserSearch";
import { useAssignChair } from "../api/assignChair";
import { useTrack } from "../../../lib/api/tracks";
import { useRemoveChair } from "../api/removeChair";
import type { TrackChair } from "@symposia/domain";

export interface ManageChairsModalProps {
  confId: number;
  trackId: number | null;
  onClose: () => void;
}

const answer = (res: { success: boolean; message: string }) =>
  res.success ? notifySuccess(res.message) : notifyWarning(res.message);

/** Extra-large dialog: user search on the left, the track's Added Chairs with removal on the right. */
export function ManageChairsModal({ confId, trackId, onClose }: ManageChairsModalProps) {
  const { data: track, isLoading } = useTrack(trackId);
  const assign = useAssignChair(confId, trackId ?? 0);
  const remove = useRemoveChair(confId, trackId ?? 0);
  const confirm = useConfirm();
  const chairs = track?.track_chair_data ?? [];

  const removeChair = async (chair: TrackChair) => {
    if (!(await confirm(TRACK_CONFIRMATIONS.deleteChair, { danger: true, confirmLabel: "Delete" }))) return;
    remove.mutate(chair.id, { onSuccess: answer });
  };

  return (
    <Modal
      opened={trackId !== null}
      onClose={onClose}
      size="xl"
      title={track ? `Manage Chairs: ${track.track_name}` : "Manage Chairs"}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="xs">
            <UserSearch
              label="Search here for users to add as chairs"
              excludeIds={chairs.map((c) => c.user_id)}
              disabled={assign.isPending || !track}
              onPick={(user) => assign.mutate(user.id, { onSuccess: answer })}
            />
            <Text size="xs" c="dimmed">
              Type at least 2 characters of a first name, last name or email.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PeopleListPanel
            title="Added Chairs"
            titleId="added-chairs-title"
            loading={isLoading}
            emptyMessage="No chairs yet"
            removeLabel="Remove chair"
            removingId={remove.isPending ? remove.variables : null}
            people={chairs.map((chair) => ({
              id: chair.id,
              name: `${chair.first_name} ${chair.last_name}`,
              email: chair.email,
              badge: chair.awaiting_email_verification ? <AwaitingVerificationBadge /> : undefined,
            }))}
            onRemove={(id) => {
              const chair = chairs.find((c) => c.id === id);
              if (chair) void removeChair(chair);
            }}
          />
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
