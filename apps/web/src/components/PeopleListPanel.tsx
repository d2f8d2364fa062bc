import type { ReactNode } from "react";
import { ActionIcon, Group, Loader, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { EmptyState } from "./EmptyState";

export interface PersonRow {
  id: number;
  name: string;
  email: string;
  /** shown after the name (e.g. a status badge) */
  badge?: ReactNode;
}

interface PeopleListPanelProps {
  /** the section heading, e.g. "Added Chairs" */
  title: string;
  titleId: string;
  people: PersonRow[];
  loading: boolean;
  emptyMessage: string;
  /** the remove button's tooltip, e.g. "Remove chair"; its accessible name adds the person's name */
  removeLabel: string;
  /** id of the row whose removal is in flight */
  removingId?: number | null;
  onRemove: (id: number) => void;
}

/** The right-hand list of the chair and member pickers: people with their email and a remove button. */
export function PeopleListPanel({
  title,
  titleId,
  people,
  loading,
  emptyMessage,
  removeLabel,
  removingId,
  onRemove,
}: PeopleListPanelProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="h5" mb="sm" id={titleId}>
        {title}
      </Title>
      {loading ? (
        <Loader size="sm" />
      ) : people.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {people.map((person) => (
            <Paper key={person.id} withBorder radius="sm" p="xs" component="li">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text size="sm" fw={500}>
                      {person.name}
                    </Text>
                    {person.badge}
                  </Group>
                  <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                    {person.email}
                  </Text>
                </Stack>
                <Tooltip label={removeLabel}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${removeLabel} ${person.name}`}
                    loading={removingId === person.id}
                    onClick={() => onRemove(person.id)}
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
  );
}
