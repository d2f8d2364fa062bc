import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconBellRinging, IconFileText, IconMail, IconMailForward, IconUsers, IconWand } from "@tabler/icons-react";
import type { Track } from "@symposia/domain";
import { MemberStatusBadge } from "./MemberStatusBadge";

export interface TpcTrackCardProps {
  track: Track;
  /** Send Mail: ADMIN and the conference's SUPERCHAIR */
  showAdminActions: boolean;
  /** Auto Assign: the same people, while the conference is Approved (ADMIN always) */
  showAutoAssign: boolean;
  /** Manage TPC Members; absent for those who may not change this track's TPC now (canManageTrackTpcNow) */
  onManageMembers?: () => void;
  onAllPapers: () => void;
  /** TPC Invitation; absent exactly when Manage TPC Members is (the same rule) */
  onInvite?: () => void;
  onAutoAssign: () => void;
  onSendMail: () => void;
  /** the review-reminder dialog on this track; absent for those who may not remind its reviewers */
  onRemindReviewers?: () => void;
}

function PeopleList({
  title,
  people,
  empty,
}: {
  title: string;
  people: { key: number; name: string; email: string; status?: number }[];
  empty: string;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={2} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {people.map((p) => (
            <Group key={p.key} gap={6} component="li" wrap="wrap">
              <Text size="sm">{p.name}</Text>
              <Text span c="dimmed" size="sm" style={{ wordBreak: "break-all" }}>
                {p.email}
              </Text>
              {p.status !== undefined && p.status !== 1 && <MemberStatusBadge status={p.status} />}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One track on the TPC Tracks screen: its chairs and TPC members, with the screen's actions. */
export function TpcTrackCard({
  track,
  showAdminActions,
  showAutoAssign,
  onManageMembers,
  onAllPapers,
  onInvite,
  onAutoAssign,
  onSendMail,
  onRemindReviewers,
}: TpcTrackCardProps) {
  const headingId = `tpc-track-${track.id}-name`;
  const members = track.track_reviewer_data ?? [];
  const accepted = members.filter((m) => m.status === 1).length;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="h4" id={headingId}>
            {track.track_name}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {accepted} member(s)
          </Badge>
        </Group>
        <PeopleList
          title="Chairs"
          empty="No chairs yet"
          people={track.track_chair_data.map((c) => ({
            key: c.id,
            name: `${c.first_name} ${c.last_name}`,
            email: c.email,
          }))}
        />
        <div style={{ flexGrow: 1 }}>
          <PeopleList
            title="TPC Members"
            empty="No TPC members yet"
            people={members.map((m) => ({
              key: m.id,
              name: `${m.reviewer_first_name} ${m.reviewer_last_name}`,
              email: m.reviewer_email,
              status: m.status,
            }))}
          />
        </div>
        <Group gap="xs" wrap="wrap">
          {onManageMembers && (
            <CardAction
              icon={IconUsers}
              onClick={onManageMembers}
              label="Manage TPC Members"
              name={`Manage TPC Members of ${track.track_name}`}
            />
          )}
          <CardAction
            icon={IconFileText}
            onClick={onAllPapers}
            label="All Papers"
            name={`All Papers of ${track.track_name}`}
          />
          {onInvite && (
            <CardAction
              icon={IconMailForward}
              onClick={onInvite}
              label="TPC Invitation"
              name={`TPC Invitation for ${track.track_name}`}
            />
          )}
          {onRemindReviewers && (
            <CardAction
              icon={IconBellRinging}
              onClick={onRemindReviewers}
              label="Remind Reviewers"
              name={`Remind reviewers of ${track.track_name}`}
            />
          )}
          {showAutoAssign && (
            <CardAction
              icon={IconWand}
              color="grape"
              onClick={onAutoAssign}
              label="Auto Assign"
              name={`Auto Assign ${track.track_name}`}
            />
          )}
          {showAdminActions && (
            <CardAction
              icon={IconMail}
              color="grape"
              onClick={onSendMail}
              label="Send Mail"
              name={`Send Mail to the TPC of ${track.track_name}`}
            />
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** One of the card's action buttons: its text, and an accessible name that says which track it acts on. */
function CardAction({
  icon: Icon,
  label,
  name,
  onClick,
  color,
}: {
  icon: typeof IconUsers;
  label: string;
  name: string;
  onClick: () => void;
  color?: string;
}) {
  return (
    <Button
      size="xs"
      variant="light"
      color={color}
      leftSection={<Icon size={14} aria-hidden />}
      onClick={onClick}
      aria-label={name}
    >
      {label}
    </Button>
  );
}
