import { ActionIcon, Button, Group, Paper as Card, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { CountrySelect } from "../../../components/CountrySelect";
import { moveItem } from "../../../lib/moveItem";
import { type CoAuthorRow, type RowErrors, emptyCoAuthor, rowLabel } from "../coAuthors";

export interface CoAuthorRowsProps {
  /** the submitter, listed first: the paper is created with them as its first author */
  submitter: { name: string; email: string } | null;
  rows: CoAuthorRow[];
  errors: Record<string, RowErrors>;
  onChange: (rows: CoAuthorRow[]) => void;
  /** false: only the rows already listed (the retry after a failed save), no new ones */
  canAdd?: boolean;
  disabled?: boolean;
}

/**
 * The paper's authors on Submit Paper, as EasyChair and HotCRP take them: the submitter first,
 * then one row per co-author (first name, last name, email, country, affiliation), moved up and
 * down to set the order. Each co-author is asked to confirm once the paper is saved.
 */
export function CoAuthorRows({ submitter, rows, errors, onChange, canAdd = true, disabled }: CoAuthorRowsProps) {
  const update = (key: string, field: keyof Omit<CoAuthorRow, "key">, value: string) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  return (
    <Stack gap="xs" component="section" aria-label="Authors">
      <Title order={3} size="h5">
        Authors
      </Title>
      {submitter && (
        <Text size="sm">
          1. {submitter.name} ({submitter.email}), you: the paper&apos;s first author
        </Text>
      )}
      {rows.map((row, i) => {
        const e = errors[row.key] ?? {};
        const label = rowLabel(row, i);
        return (
          <Card
            key={row.key}
            withBorder
            p="xs"
            component="fieldset"
            aria-label={`Co-author ${i + 1}`}
            style={{ margin: 0 }}
          >
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={500} component="legend">
                {i + 2}. Co-author {i + 1}
              </Text>
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${label} up`}
                  disabled={disabled || i === 0}
                  onClick={() => onChange(moveItem(rows, i, -1))}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${label} down`}
                  disabled={disabled || i === rows.length - 1}
                  onClick={() => onChange(moveItem(rows, i, 1))}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${label}`}
                  disabled={disabled}
                  onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {e.row && (
              <Text size="sm" c="red.8" role="alert">
                {e.row}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput
                label="First Name"
                required
                disabled={disabled}
                value={row.first_name}
                error={e.first_name}
                onChange={(ev) => update(row.key, "first_name", ev.currentTarget.value)}
              />
              <TextInput
                label="Last Name"
                required
                disabled={disabled}
                value={row.last_name}
                error={e.last_name}
                onChange={(ev) => update(row.key, "last_name", ev.currentTarget.value)}
              />
              <TextInput
                label="Email"
                type="email"
                required
                disabled={disabled}
                value={row.email}
                error={e.email}
                onChange={(ev) => update(row.key, "email", ev.currentTarget.value)}
              />
              <CountrySelect
                required
                disabled={disabled}
                value={row.country || null}
                error={e.country}
                onChange={(v) => update(row.key, "country", v ?? "")}
              />
              <TextInput
                label="Affiliation"
                required
                disabled={disabled}
                value={row.affiliation}
                error={e.affiliation}
                onChange={(ev) => update(row.key, "affiliation", ev.currentTarget.value)}
              />
            </SimpleGrid>
          </Card>
        );
      })}
      {canAdd && (
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={disabled}
            onClick={() => onChange([...rows, emptyCoAuthor()])}
          >
            Add co-author
          </Button>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        Once the paper is saved, each co-author confirms (or declines) being its author; My Papers shows who has
        confirmed.
      </Text>
    </Stack>
  );
}
