import { Alert, Badge, Loader, Table, Text } from "@mantine/core";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { errorMessage } from "../../../lib/api/errors";
import { useConferenceId } from "../../../lib/useConferenceId";
import { useConferencePc } from "../api/conferencePc";
import { ConferenceAutoAssignButton } from "../components/ConferenceAutoAssignDialog";

const STATUS_COLOR: Record<string, string> = {
  accepted: "green",
  invited: "yellow",
  declined: "gray",
  "awaiting email verification": "orange",
};

/** The conference's programme committee over all its tracks (read-only; the per-track screens change it). */
export default function ProgrammeCommitteePage() {
  const confId = useConferenceId();
  const pc = useConferencePc(confId);
  if (confId === null) {
    return (
      <>
        <PageHeader title="Programme Committee" from="Conference" to="Programme Committee" back />
        <EmptyState message="No conference selected." />
      </>
    );
  }
  const members = pc.data?.members ?? [];
  return (
    <>
      <PageHeader
        title="Programme Committee"
        from="Conference"
        to="Programme Committee"
        back
        actions={<ConferenceAutoAssignButton confId={confId} />}
      />
      {pc.isError && <Alert color="red">{errorMessage(pc.error)}</Alert>}
      {pc.isLoading ? (
        <Loader aria-label="Loading the programme committee" />
      ) : members.length === 0 ? (
        <EmptyState />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label="Programme committee">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Tracks</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Load</Table.Th>
                <Table.Th>Bids</Table.Th>
                <Table.Th>Quota</Table.Th>
                <Table.Th>Conflicts</Table.Th>
                <Table.Th>Reviews done</Table.Th>
                <Table.Th>Late</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((m) => (
                <Table.Tr key={m.user_id}>
                  <Table.Td>
                    {m.first_name} {m.last_name}
                    {m.affiliation && (
                      <Text size="xs" c="dimmed">
                        {m.affiliation}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>
                    {m.tracks
                      .map((t) => (t.status === m.status ? t.track_name : `${t.track_name} (${t.status})`))
                      .join(", ")}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[m.status] ?? "gray"} variant="light">
                      {m.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{m.load}</Table.Td>
                  <Table.Td>{m.bids}</Table.Td>
                  <Table.Td>{m.quota ?? "—"}</Table.Td>
                  <Table.Td>{m.conflicts}</Table.Td>
                  <Table.Td>{m.reviews_done}</Table.Td>
                  <Table.Td>{m.reviews_late}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
