import { Alert, Anchor, Box, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import {
  CONFERENCE_SETTINGS,
  CONFERENCE_STATUS_LABELS,
  SETTING_TABS,
  formatConferenceDate,
  type SettingDef,
} from "@symposia/domain";
import { paths } from "../../../app/paths";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { ApiError, SESSION_EXPIRED_MESSAGE, errorMessage } from "../../../lib/api/errors";
import { useConferenceId } from "../../../lib/useConferenceId";
import { useConference } from "../../../lib/api/conferences";
import { imageSrc } from "../imageSrc";
import type { ConferenceDetail } from "@symposia/domain";
import { ConferenceLogo } from "../components/ConferenceLogo";
import { displayValue, safeHref } from "../settingValues";

function SettingValue({ def, conference }: { def: SettingDef; conference: ConferenceDetail }) {
  const text = displayValue(def, conference[def.key]);
  const href = def.kind === "url" && text !== "—" ? safeHref(text) : null;
  return (
    <Box>
      <Text size="xs" tt="uppercase" fw={600} c="gray.7" component="dt">
        {def.label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-setting={def.key}>
        {href ? (
          <Anchor href={href} target="_blank" rel="noopener noreferrer">
            {text}
          </Anchor>
        ) : (
          text
        )}
      </Text>
    </Box>
  );
}

/** The default banner: a calm gradient with the conference's name, when no banner was uploaded. */
function Banner({ conference }: { conference: ConferenceDetail }) {
  const src = imageSrc(conference.banner, conference.banner_mime_type);
  if (src)
    return (
      <Image src={src} alt={`${conference.acronym_title} banner`} h={{ base: 140, sm: 220 }} fit="cover" radius="md" />
    );
  return (
    <Box
      role="img"
      aria-label="Default banner"
      h={{ base: 140, sm: 220 }}
      style={{
        borderRadius: 12,
        background: "linear-gradient(120deg, var(--mantine-color-indigo-8), var(--mantine-color-cyan-6))",
      }}
    />
  );
}

/** Conference details (/conference/{id}): banner, logo, facts, and every setting read-only. */
export default function ConferenceDetailsPage() {
  const confId = useConferenceId();
  const { data: c, isLoading, error } = useConference(confId);
  const header = <PageHeader from={{ label: "Conference", to: paths.allConference() }} to="Details" back />;
  if (!confId) {
    return (
      <>
        {header}
        <EmptyState message="No conference chosen." />
      </>
    );
  }
  return (
    <>
      {header}
      {error && (
        <Alert color="red" role="alert">
          {error instanceof ApiError && error.code === 401 ? SESSION_EXPIRED_MESSAGE : errorMessage(error)}
        </Alert>
      )}
      {isLoading && <Skeleton height={300} />}
      {c && (
        <Stack gap="lg" id="conference-details">
          <Banner conference={c} />
          <Group align="center" gap="lg" wrap="nowrap">
            <ConferenceLogo logo={c.logo} mime={c.logo_mime_type} acronym={c.acronym_title} size={96} />
            <Stack gap={2}>
              <Title order={1} fz={{ base: "h3", sm: "h2" }}>
                {c.event_name}
              </Title>
              <Text fw={600} c="indigo.8">
                {c.acronym_title} · {CONFERENCE_STATUS_LABELS[c.conference_status]}
              </Text>
              <Text>
                From {formatConferenceDate(c.start_date, c.date_format as string | null)} To{" "}
                {formatConferenceDate(c.end_date, c.date_format as string | null)}
              </Text>
              <Text c="gray.7">{[c.venue, c.city, c.state, c.country].filter(Boolean).join(", ")}</Text>
            </Stack>
          </Group>
          {SETTING_TABS.map((tab) => (
            <Paper key={tab} withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-label={tab}>
              <Title order={2} size="h4" mb="md">
                {tab}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md" component="dl" m={0}>
                {CONFERENCE_SETTINGS.filter((s) => s.tab === tab && !s.managed).map((def) => (
                  <SettingValue key={def.key} def={def} conference={c} />
                ))}
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}
