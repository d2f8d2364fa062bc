import type { ReactNode } from "react";
import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { paths } from "../app/paths";

export interface Crumb {
  label: string;
  /** Omit for a crumb that is plain text. */
  to?: string;
  /** Navigation state for the link (e.g. conferenceNavState(id)). */
  state?: unknown;
}

export interface PageHeaderProps {
  /** The page's heading (rendered as the page's h1). */
  title?: ReactNode;
  /** Crumb after Home, e.g. "Conference" or { label: "Conference", to: paths.conference() }. */
  from?: Crumb | string;
  /** Last crumb (the current screen), e.g. "Edit Conference". */
  to?: Crumb | string;
  /** Shows a Back button that goes back one step in history. */
  back?: boolean;
  /** Buttons on the right of the heading. */
  actions?: ReactNode;
}

const asCrumb = (c: Crumb | string): Crumb => (typeof c === "string" ? { label: c } : c);

/** The spec's breadcrumb header: optional title, Home → /conference, optional from/to crumbs, optional Back. */
export function PageHeader({ title, from, to, back = false, actions }: PageHeaderProps) {
  const navigate = useNavigate();
  const crumbs = [
    { label: "Home", to: paths.conference() } as Crumb,
    ...[from, to].filter((c): c is Crumb | string => !!c).map(asCrumb),
  ];
  return (
    <Stack gap={6} mb="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Breadcrumbs aria-label="Breadcrumb" separatorMargin={6} styles={{ root: { flexWrap: "wrap" } }}>
          {crumbs.map((crumb, i) =>
            crumb.to && i < crumbs.length - 1 ? (
              <Anchor key={i} component={Link} to={crumb.to} state={crumb.state} size="sm">
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={i} size="sm" c="dimmed" aria-current={i === crumbs.length - 1 ? "page" : undefined}>
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
        {back && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => navigate(-1)}
          >
            Back
          </Button>
        )}
      </Group>
      {(title || actions) && (
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          {title ? (
            <Title order={1} fz={{ base: "h3", sm: "h2" }}>
              {title}
            </Title>
          ) : (
            <span />
          )}
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
      )}
    </Stack>
  );
}
