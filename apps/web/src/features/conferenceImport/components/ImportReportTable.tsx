import { Alert, Badge, Group, List, Stack, Table, Text, Title } from "@mantine/core";
import type { ImportHeldRole, ImportRefusal, ImportReport } from "@symposia/domain";

const KIND_LABELS: Record<string, string> = {
  papers: "Papers",
  authors: "Authors",
  conflicts: "Conflicts",
  topics: "Topics",
  pc_members: "PC members",
  track_chairs: "Track chairs",
  assignments: "Review assignments",
  reviews: "Reviews",
  tags: "Tags",
  leads: "Lead reviewers",
  decisions: "Decisions",
  files: "Paper files",
};

const HELD_ROLE_LABELS: Record<ImportHeldRole["role"], string> = {
  pc_member: "PC member",
  track_chair: "Track chair",
};

/** Records named by their CSV line or JSON index, each with its reason. */
function RecordList({ records }: { records: ImportRefusal[] }) {
  return (
    <List size="sm">
      {records.map((r, i) => (
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
  );
}

/**
 * What an import did, or (dry run) would do: counts per kind, accounts, roles held until an address
 * is verified, values not imported, refused records.
 */
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
      {report.held.length > 0 && (
        <Alert color="yellow" title={`${report.held.length} role(s) awaiting email verification`}>
          <Text size="sm" mb={4}>
            These accounts have not proven their address: each role is held and attached when its owner opens the
            verification link.
          </Text>
          <List size="sm">
            {report.held.map((h) => (
              <List.Item key={`${h.email} ${h.role}`}>
                {h.email}: {HELD_ROLE_LABELS[h.role]}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {report.ignored.length > 0 && (
        <Alert color="gray" title={`${report.ignored.length} value(s) not imported (no place for them here)`}>
          <RecordList records={report.ignored} />
        </Alert>
      )}
      {report.refused.length > 0 && (
        <Alert
          color="red"
          title={`${report.refused.length} record(s) refused: nothing will be imported until they are fixed`}
        >
          <RecordList records={report.refused} />
        </Alert>
      )}
    </Stack>
  );
}
