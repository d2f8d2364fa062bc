import {
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconDownload, IconLogin } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { BrandMark } from "../../../app/layout/BrandMark";
import { PRODUCT_NAME } from "../../../app/brand";
import { EmptyState } from "../../../components/EmptyState";
import { SafeHtml } from "../../../components/SafeHtml";
import { SubmissionGuidance } from "../../../components/SubmissionGuidance";
import { SubmissionStatus } from "../../../components/SubmissionStatus";
import { publicCfpFileUrl, usePublicCfp } from "../api/getPublicCfp";
import type { PublicCfp } from "@symposia/domain";
import { CommitteeGroups } from "../components/CommitteeGroups";
import { useTopics } from "../../../lib/api/topics";

const dataUrl = (base64: string | null, mime: string | null) =>
  base64 && mime ? `data:${mime};base64,${base64}` : null;

/** Public CFP view (/cfp/:id), for visitors who are not signed in. */
export default function PublicCfpPage() {
  const { id } = useParams();
  const confId = id && /^\d+$/.test(id) ? Number(id) : null;
  const { data: cfp, isLoading, isError } = usePublicCfp(confId);

  return (
    <Stack gap={0} mih="100vh" bg="gray.0">
      <PublicHeader cfp={cfp ?? null} />
      <Container size="lg" w="100%" py="xl" style={{ flexGrow: 1 }} component="main">
        {isLoading ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : !cfp || isError ? (
          <EmptyState message="This call for papers is not available." />
        ) : (
          <CfpBody cfp={cfp} />
        )}
      </Container>
      <Box component="footer" py="md" bg="white" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
        <Text ta="center" size="sm" c="dimmed">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </Text>
      </Box>
    </Stack>
  );
}

function PublicHeader({ cfp }: { cfp: PublicCfp | null }) {
  const logo = cfp ? dataUrl(cfp.logo, cfp.logo_mime_type) : null;
  return (
    <Box component="header" bg="white" py="sm" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
      <Container size="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          {logo ? (
            <Image src={logo} alt={`${cfp?.acronym_title ?? "Conference"} logo`} h={44} w="auto" fit="contain" />
          ) : (
            <BrandMark />
          )}
          <Group gap="xs">
            {cfp?.has_file && (
              <Button
                component="a"
                href={publicCfpFileUrl(cfp.conf_id)}
                download
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                Download
              </Button>
            )}
            <Button component={Link} to="/" leftSection={<IconLogin size={16} aria-hidden />}>
              Login
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

function CfpBody({ cfp }: { cfp: PublicCfp }) {
  const banner = dataUrl(cfp.banner, cfp.banner_mime_type);
  const heading = `${cfp.acronym_title} — ${cfp.event_name}`;
  return (
    <Stack gap="xl">
      {banner ? (
        <>
          <VisuallyHidden>
            <Title order={1}>{heading}</Title>
          </VisuallyHidden>
          <Image src={banner} alt={`${cfp.event_name} banner`} radius="md" mah={320} fit="cover" />
        </>
      ) : (
        <Paper radius="md" p={{ base: "lg", sm: "xl" }} bg="indigo.7" c="white">
          <Text fw={700} fz={{ base: "xl", sm: "2rem" }}>
            {cfp.acronym_title}
          </Text>
          <Title order={1} fz={{ base: "h3", sm: "h2" }} c="white">
            {cfp.event_name}
          </Title>
        </Paper>
      )}
      <Paper
        withBorder
        radius="md"
        p={{ base: "md", sm: "xl" }}
        component="section"
        aria-labelledby="public-committee-title"
      >
        <Title order={2} fz="h3" mb="md" id="public-committee-title">
          Organizing Committee
        </Title>
        {cfp.cfp_groups.length === 0 ? (
          <Text c="dimmed">No record found</Text>
        ) : (
          <CommitteeGroups groups={cfp.cfp_groups} headingOrder={3} />
        )}
      </Paper>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="public-cfp-title">
        <Title order={2} fz="h3" mb="md" id="public-cfp-title">
          Call for Papers
        </Title>
        <SubmissionStatus state={cfp.submission} mb="md" />
        {cfp.cfp_details ? (
          <SafeHtml html={cfp.cfp_details} />
        ) : (
          <Text c="dimmed">The call for papers has not been published yet.</Text>
        )}
        <CfpTopics confId={cfp.conf_id} />
        {cfp.has_file && (
          <Text size="sm" mt="md">
            <Anchor href={publicCfpFileUrl(cfp.conf_id)} download>
              Download the call for papers (PDF)
            </Anchor>
          </Text>
        )}
      </Paper>
      {(cfp.submission_instructions_html || cfp.submission_templates?.length > 0) && (
        <Paper
          withBorder
          radius="md"
          p={{ base: "md", sm: "xl" }}
          component="section"
          aria-labelledby="public-instructions-title"
        >
          <Title order={2} fz="h3" mb="md" id="public-instructions-title">
            Instructions for Authors
          </Title>
          <SubmissionGuidance html={cfp.submission_instructions_html} templates={cfp.submission_templates} />
        </Paper>
      )}
      {cfp.support_emails.length > 0 && (
        <Paper
          withBorder
          radius="md"
          p={{ base: "md", sm: "xl" }}
          component="section"
          aria-labelledby="public-contact-title"
        >
          <Title order={2} fz="h3" mb="md" id="public-contact-title">
            Contact
          </Title>
          <Text>
            Questions about the call for papers:{" "}
            {cfp.support_emails.map((email, i) => (
              <span key={email}>
                {i > 0 && ", "}
                <Anchor href={`mailto:${email}`}>{email}</Anchor>
              </span>
            ))}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}

/** The conference's topics, as authors will choose them. */
function CfpTopics({ confId }: { confId: number }) {
  const topics = useTopics(confId);
  if (!topics.data?.length) return null;
  return (
    <Stack gap={4} mt="md" aria-label="Topics">
      <Title order={3} fz="h4">
        Topics
      </Title>
      <Text component="ul" m={0} pl="lg">
        {topics.data.map((t) => (
          <li key={t.id}>{t.name}</li>
        ))}
      </Text>
    </Stack>
  );
}
