import { Stack, Table, Text } from "@mantine/core";
import type { AuditLogEntry } from "../api/listAuditLog";
import { actionLabel, detailLines, entryTime, recordTypeLabel } from "../historyText";

function Who({ entry }: { entry: AuditLogEntry }) {
  if (entry.actor_id === null) return <Text size="sm">System</Text>;
  const name = `${entry.actor_first_name ?? ""} ${entry.actor_last_name ?? ""}`.trim();
  return (
    <Stack gap={0}>
      <Text size="sm">{name || `User #${entry.actor_id}`}</Text>
      {entry.actor_email && (
        <Text size="xs" c="dimmed">
          {entry.actor_email}
        </Text>
      )}
    </Stack>
  );
}

function Record({ entry }: { entry: AuditLogEntry }) {
  const type = recordTypeLabel(entry.entity_type);
  // A conference's own entries carry its id twice; say it once.
  const showConference =
    entry.conf_id !== null && !(entry.entity_type === "conference" && entry.entity_id === entry.conf_id);
  return (
    <Stack gap={0}>
      <Text size="sm">{entry.entity_id === null ? type : `${type} #${entry.entity_id}`}</Text>
      {showConference && (
        <Text size="xs" c="dimmed">
          Conference #{entry.conf_id}
        </Text>
      )}
    </Stack>
  );
}

/** The audit entries of one page, newest first; every stored value is rendered as text. */
export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" aria-label="Audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Record</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <time dateTime={entry.created_at}>{entryTime(entry.created_at)}</time>
              </Table.Td>
              <Table.Td>
                <Who entry={entry} />
              </Table.Td>
              <Table.Td>{actionLabel(entry)}</Table.Td>
              <Table.Td>
                <Record entry={entry} />
              </Table.Td>
              <Table.Td maw={420} style={{ overflowWrap: "anywhere" }}>
                {detailLines(entry.details).map((line, i) => (
                  <Text key={i} size="xs">
                    {line}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
