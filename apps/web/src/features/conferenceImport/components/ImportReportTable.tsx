import { Alert, Badge, Group, List, Stack, Table, Text, Title } from "@mantine/core";
import type { ImportReport } from "@symposia/domain";

const KIND_LABELS: Record<string, string> = {
  papers: "Papers",
  authors: "Authors",
  conflicts: "Conflicts",
  topics: "Topics",
  pc_members: "PC members",
  assignments: "Review assignments",
  reviews: "Reviews",
  tags: "Tags",
  leads: "Lead reviewers",
  decisions: "Decisions",
  files: "Paper files",
};

/** What an import did, or (dry run) would do: counts per kind, accounts, refused records. */
export function ImportReportTable({ report }: { report: ImportReport }) {
  const kinds = Object.entries(report.counts);
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {report.dry_run ? "Dry run: what the import would do" : "What the import did"}
      </Title>
      {kinds.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing to import.
        </Text>
      ) : (
        <Table aria-label="Import counts" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Updated</Table.Th>
              <Table.Th>Removed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kinds.map(([kind, c]) => (
              <Table.Tr key={kind}>
                <Table.Td>{KIND_LABELS[kind] ?? kind.replace(/_/g, " ")}</Table.Td>
                <Table.Td>{c.created}</Table.Td>
                <Table.Td>{c.updated}</Table.Td>
                <Table.Td>{c.removed}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="lg">
        <Text size="sm">
          Accounts created (as invitees): <b>{report.accounts.created.length}</b>
        </Text>
        <Text size="sm">
          Accounts matched by email: <b>{report.accounts.matched.length}</b>
        </Text>
      </Group>
      {report.ignored_columns.length > 0 && (
        <Text size="sm" c="dimmed">
          Columns ignored: {report.ignored_columns.join(", ")}
        </Text>
      )}
      {report.refused.length > 0 && (
        <Alert
          color="red"
          title={`${report.refused.length} record(s) refused: nothing will be imported until they are fixed`}
        >
          <List size="sm">
            {report.refused.map((r, i) => (
              <List.Item key={i}>
                {r.line !== undefined && (
                  <Badge size="xs" mr={6}>
                    line {r.line}
                  </Badge>
                )}
                {r.index !== undefined && (
                  <Badge size="xs" mr={6}>
                    #{r.index}
                  </Badge>
                )}
                {r.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
