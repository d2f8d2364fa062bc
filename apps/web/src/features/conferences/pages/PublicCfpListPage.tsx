import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { PRODUCT_NAME, formatConferenceDate } from "@symposia/domain";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyState } from "../../../components/EmptyState";
import { usePublicCfpList } from "../api/publicCfpList";
import { ConferenceLogo } from "../components/ConferenceLogo";

/** Public CFP list (/cfp-list, no sign-in): every Approved conference with a link to its CFP. */
export default function PublicCfpListPage() {
  const { data, isLoading } = usePublicCfpList();
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" py="sm" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
        <Container size="lg">
          <Group justify="space-between">
            <Text fw={700} size="lg" c="indigo.8">
              {PRODUCT_NAME}
            </Text>
            <Anchor component={Link} to={paths.login()}>
              Login
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl" component="main">
        <Title order={1} mb="lg" fz={{ base: "h3", sm: "h2" }}>
          Call for Papers
        </Title>
        {isLoading && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Skeleton height={160} />
            <Skeleton height={160} />
          </SimpleGrid>
        )}
        {data && data.length === 0 && <EmptyState />}
        {data && data.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {data.map((c) => (
              <Card
                key={c.conf_id}
                withBorder
                radius="md"
                padding="md"
                component="article"
                aria-label={c.acronym_title}
              >
                <Group align="flex-start" wrap="nowrap" gap="md">
                  <ConferenceLogo logo={c.logo} mime={c.logo_mime_type} acronym={c.acronym_title} />
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={700} size="lg" lh={1.3}>
                      {c.event_name}
                    </Text>
                    <Text fw={600} c="indigo.8">
                      {c.acronym_title}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {[c.venue, c.city, c.state, c.country].filter(Boolean).join(", ")}
                    </Text>
                    <Text size="sm">
                      {formatConferenceDate(c.start_date, c.date_format)} -{" "}
                      {formatConferenceDate(c.end_date, c.date_format)}
                    </Text>
                    <Group mt="xs">
                      <Button
                        component="a"
                        href={paths.publicCfp(c.conf_id)}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="compact-sm"
                      >
                        CFP
                      </Button>
                    </Group>
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Container>
      <Text component="footer" ta="center" size="sm" c="gray.7" py="lg">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </Text>
    </Box>
  );
}
