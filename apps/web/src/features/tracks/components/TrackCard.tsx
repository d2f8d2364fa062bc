import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconBellRinging, IconEdit, IconTrash, IconUsers } from "@tabler/icons-react";
import type { Track } from "@symposia/domain";
import { AwaitingVerificationBadge } from "../../../components/AwaitingVerificationBadge";

export interface TrackCardProps {
  track: Track;
  onEdit: () => void;
  onDelete: () => void;
  onManageChairs: () => void;
  /** opens the review-reminder dialog for this track */
  onRemindReviewers: () => void;
}

/** One track: name, short name, description and its chairs, with the card's actions. */
export function TrackCard({ track, onEdit, onDelete, onManageChairs, onRemindReviewers }: TrackCardProps) {
  const headingId = `track-${track.id}-name`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="h4" id={headingId}>
            {track.track_name}
          </Title>
          {track.track_short_name && (
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {track.track_short_name}
            </Badge>
          )}
        </Group>
        {track.track_description ? (
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {track.track_description}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No description
          </Text>
        )}
        <Stack gap={4} style={{ flexGrow: 1 }}>
          <Text size="sm" fw={600}>
            Chairs
          </Text>
          {track.track_chair_data.length === 0 ? (
            <Text size="sm" c="dimmed">
              No chairs yet
            </Text>
          ) : (
            <Stack gap={2} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {track.track_chair_data.map((chair) => (
                <Text key={chair.id} size="sm" component="li">
                  {chair.first_name} {chair.last_name}{" "}
                  <Text span c="dimmed" size="sm">
                    {chair.email}
                  </Text>
                  {chair.awaiting_email_verification && (
                    <>
                      {" "}
                      <AwaitingVerificationBadge />
                    </>
                  )}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit Track ${track.track_name}`}
          >
            Edit Track
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUsers size={14} aria-hidden />}
            onClick={onManageChairs}
            aria-label={`Manage Chairs of ${track.track_name}`}
          >
            Manage Chairs
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconBellRinging size={14} aria-hidden />}
            onClick={onRemindReviewers}
            aria-label={`Remind reviewers of ${track.track_name}`}
          >
            Remind Reviewers
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
            aria-label={`Delete ${track.track_name}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
