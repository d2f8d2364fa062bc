import { Anchor, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import {
  CONFERENCE_STATUS,
  CONFERENCE_STATUS_LABELS,
  type ConferenceTransition,
  conferenceCardActions,
  formatConferenceDate,
  isReviewer,
} from "@symposia/domain";
import { Link } from "react-router";
import { conferenceNavState, paths } from "../../../app/paths";
import type { TpcInvitationAnswer } from "../api/tpcInvitationAction";
import type { ConferenceListItem } from "@symposia/domain";
import { AdminActionMenu } from "./AdminActionMenu";
import { CardActions } from "./CardActions";
import { ConferenceLogo } from "./ConferenceLogo";
import { ExpertisePicker } from "./ExpertisePicker";
import { RemindReviewersButton } from "./RemindReviewersButton";
import { TpcInvitationMenu } from "./TpcInvitationMenu";
import { SubmissionStatus } from "../../../components/SubmissionStatus";

const STATUS_COLORS: Record<number, string> = { 0: "yellow", 1: "teal", 2: "red", 3: "gray" };

export interface ConferenceCardProps {
  conference: ConferenceListItem;
  isAdmin: boolean;
  userId: number;
  onTransition: (conference: ConferenceListItem, action: ConferenceTransition) => void;
  onInvitation: (invitation: ConferenceListItem["tpc_invitation"][number], action: TpcInvitationAnswer) => void;
  busy?: boolean;
}

/** One conference of All Conference (part 1 §2): its facts, status, links and what the caller may do. */
export function ConferenceCard({
  conference: c,
  isAdmin,
  userId,
  onTransition,
  onInvitation,
  busy,
}: ConferenceCardProps) {
  const actions = conferenceCardActions(
    { isAdmin, permissions: c.permissions, isOcMember: c.oc_permissions.includes(userId) },
    c.conference_status,
  );
  const place = [c.venue, c.city, c.state, c.country].filter(Boolean).join(", ");
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid={`conference-card-${c.id}`}
      component="article"
      aria-label={c.acronym_title}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ConferenceLogo logo={c.logo} mime={c.logo_mime_type} acronym={c.acronym_title} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Anchor
              component={Link}
              to={paths.conferenceDetails(c.id)}
              state={conferenceNavState(c.id)}
              fw={700}
              size="lg"
              lh={1.3}
            >
              {c.event_name}
            </Anchor>
            <Badge color={STATUS_COLORS[c.conference_status] ?? "gray"} variant="light" style={{ flexShrink: 0 }}>
              {CONFERENCE_STATUS_LABELS[c.conference_status] ?? "Unknown"}
            </Badge>
          </Group>
          <Text fw={600} c="indigo.8">
            {c.acronym_title}
          </Text>
          <Text size="sm" c="gray.7">
            {place}
          </Text>
          <Text size="sm">
            {formatConferenceDate(c.start_date, c.date_format)} – {formatConferenceDate(c.end_date, c.date_format)}
          </Text>
          {c.conference_status === 1 && <SubmissionStatus state={c.submission} />}
          <Anchor href={paths.publicCfp(c.conf_id)} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              Public CFP <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Stack>
      </Group>
      <Stack gap="xs" mt="md">
        <CardActions confId={c.id} actions={actions} />
        {/* chairs chase late reviewers from the card too (the Reports predicate) */}
        {actions.reports && (
          <Group gap={6}>
            <RemindReviewersButton confId={c.id} acronym={c.acronym_title} />
          </Group>
        )}
        {/* a TPC member bids and states their expertise from the card */}
        {c.conference_status === CONFERENCE_STATUS.APPROVED &&
          isReviewer({ isAdmin, permissions: c.permissions, isOcMember: false }) && (
            <Group gap={6}>
              <Button
                component={Link}
                to={paths.bidding(c.id)}
                state={conferenceNavState(c.id)}
                size="compact-sm"
                variant="light"
              >
                Bidding
              </Button>
              <ExpertisePicker confId={c.id} acronym={c.acronym_title} />
            </Group>
          )}
        <Group gap="xs">
          <TpcInvitationMenu invitations={c.tpc_invitation} onAnswer={onInvitation} busy={busy} />
          {isAdmin && (
            <AdminActionMenu
              acronym={c.acronym_title}
              status={c.conference_status}
              onAction={(a) => onTransition(c, a)}
              busy={busy}
            />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
