import { ActionIcon, Grid, Group, Loader, Modal, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { TRACK_CONFIRMATIONS } from "@symposia/domain";
import { IconTrash } from "@tabler/icons-react";
import { EmptyState } from "../../../components/EmptyState";
import { notifySuccess, notifyWarning } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { UserSearch } from "../../../components/UserSearch";
import { useAssignChair } from "../api/assignChair";
import { useTrack } from "../api/getTrack";
import { useRemoveChair } from "../api/removeChair";
import type { TrackChair } from "../api/types";

export interface ManageChairsModalProps {
  confId: number;
  trackId: number | null;
  onClose: () => void;
}

const answer = (res: { success: boolean; message: string }) => (res.success ? notifySuccess(res.message) : notifyWarning(res.message));

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
    <Modal opened={trackId !== null} onClose={onClose} size="xl" title={track ? `Manage Chairs: ${track.track_name}` : "Manage Chairs"}>
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
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="added-chairs-title">
            <Title order={3} fz="h5" mb="sm" id="added-chairs-title">
              Added Chairs
            </Title>
            {isLoading ? (
              <Loader size="sm" />
            ) : chairs.length === 0 ? (
              <EmptyState message="No chairs yet" />
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
                {chairs.map((chair) => (
                  <Paper key={chair.id} withBorder radius="sm" p="xs" component="li">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={500}>
                          {chair.first_name} {chair.last_name}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                          {chair.email}
                        </Text>
                      </Stack>
                      <Tooltip label="Remove chair">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove chair ${chair.first_name} ${chair.last_name}`}
                          loading={remove.isPending && remove.variables === chair.id}
                          onClick={() => void removeChair(chair)}
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
