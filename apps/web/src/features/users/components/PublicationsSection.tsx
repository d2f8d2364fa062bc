import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { notifySuccess } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import { useDeletePublication, usePublications } from "../api/publications";
import { AddPublicationDialog } from "./AddPublicationDialog";
import { ImportPublicationsForm } from "./ImportPublicationsForm";

/**
 * My Publications, on My Profile: what computed affinity reads as the member's expertise and what
 * co-authorship conflicts are found from. Import a file, add by hand, delete.
 */
export function PublicationsSection() {
  const { data, isLoading, error } = usePublications();
  const remove = useDeletePublication();
  const [adding, add] = useDisclosure(false);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "xl" }}
      mt="lg"
      component="section"
      aria-labelledby="publications-title"
    >
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="publications-title">
            My Publications
          </Title>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add.open}>
            Add by Hand
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Chairs compute reviewers&apos; expertise from these, and co-authors of recent publications are treated as
          conflicts of interest.
        </Text>
        <ImportPublicationsForm />
        {isLoading && <Skeleton height={60} />}
        {error && <Alert color="yellow">{errorMessage(error)}</Alert>}
        {data && data.length === 0 && <Text c="dimmed">No publications yet.</Text>}
        {data && data.length > 0 && (
          <Table.ScrollContainer minWidth={500}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Year</Table.Th>
                  <Table.Th>Venue</Table.Th>
                  <Table.Th>Co-authors</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.title}</Table.Td>
                    <Table.Td>{p.year ?? "—"}</Table.Td>
                    <Table.Td>{p.venue ?? "—"}</Table.Td>
                    <Table.Td>{p.coauthors.map((c) => c.name).join(", ") || "—"}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${p.title}`}
                        loading={remove.isPending && remove.variables === p.id}
                        onClick={() => remove.mutate(p.id, { onSuccess: (res) => notifySuccess(res.message) })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <AddPublicationDialog opened={adding} onClose={add.close} />
    </Paper>
  );
}
