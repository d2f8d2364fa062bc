import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { DashboardPhase } from "@symposia/domain";
import { Link } from "react-router";
import { conferenceNavState } from "../../../app/paths";
import { formatInstant } from "../../../lib/dateText";

const STATE_COLOR: Record<DashboardPhase["state"], string> = { "not started": "gray", open: "green", closed: "blue" };

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One phase of the dashboard: state, dates in the deadline zone, counts linked to their lists, next action. */
export interface PhaseCardProps {
  phase: DashboardPhase;
  confId: number;
  /** the deadline time zone every date is shown in */
  timezone: string;
  dateFormat: string | null;
  /** the phase to act on now (highlighted) */
  current: boolean;
}

export function PhaseCard({ phase, confId, timezone, dateFormat, current }: PhaseCardProps) {
  const when = (iso: string | null) => formatInstant(iso, { timezone, dateFormat });
  const titleId = `phase-${phase.key}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      bg={current ? "var(--mantine-color-blue-0)" : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {capitalised(phase.name)}
          </Title>
          <Badge color={STATE_COLOR[phase.state]} variant="light" data-testid={`state-${phase.key}`}>
            {phase.state}
          </Badge>
        </Group>
        {(phase.opens_at || phase.closes_at) && (
          <Text size="sm" c="dimmed">
            {phase.opens_at && `Opens ${when(phase.opens_at)}`}
            {phase.opens_at && phase.closes_at && " · "}
            {phase.closes_at && `Closes ${when(phase.closes_at)}`}
          </Text>
        )}
        {phase.counts.length > 0 && (
          <Group gap="md" wrap="wrap">
            {phase.counts.map((c) => (
              <Text key={c.key} size="sm">
                {c.link ? (
                  <Anchor component={Link} to={c.link} state={conferenceNavState(confId)}>
                    {c.label}: {c.value}
                  </Anchor>
                ) : (
                  `${c.label}: ${c.value}`
                )}
              </Text>
            ))}
          </Group>
        )}
        {phase.next_action && (
          <Group>
            <Button
              component={Link}
              to={phase.next_action.link}
              state={conferenceNavState(confId)}
              size="compact-sm"
              variant={current ? "filled" : "light"}
            >
              {phase.next_action.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
