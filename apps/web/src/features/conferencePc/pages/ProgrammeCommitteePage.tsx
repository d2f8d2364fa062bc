import { useState } from "react";
import { Alert, Badge, Button, Checkbox, Group, MultiSelect, Table, Text } from "@mantine/core";
import {
  type ConferencePcMember,
  canAutoAssignNow,
  canManageConferencePcNow,
  canRunTpcAdminActions,
} from "@symposia/domain";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { useConference } from "../../../lib/api/conferences";
import { errorMessage } from "../../../lib/api/errors";
import { isAdmin, useSession } from "../../../lib/auth/session";
import { useTrackOptions } from "../../../lib/api/tracks";
import { useConferenceId } from "../../../lib/useConferenceId";
import { useChangePcTracks, useConferencePc } from "../api/conferencePc";
import { ConferenceAutoAssignButton } from "../components/ConferenceAutoAssignDialog";
import { PcInviteDialog } from "../components/PcInviteDialog";
import { PcAddMemberDialog, PcQuotaDialog, PcReminderDialog } from "../components/PcMemberDialogs";
import { LoadingIndicator } from "../../../components/LoadingIndicator";

const STATUS_COLOR: Record<string, string> = {
  accepted: "green",
  invited: "yellow",
  declined: "gray",
  "awaiting email verification": "orange",
};

/**
 * The conference's programme committee over all its tracks: invite and add people to several
 * tracks at once, move selected members between tracks, set quotas and mail the PC.
 */
export default function ProgrammeCommitteePage() {
  const confId = useConferenceId();
  const pc = useConferencePc(confId);
  const session = useSession();
  const { data: conference } = useConference(confId);
  // the server's rule for the whole conference's run (whyNotAutoAssign), so not while the
  // conference is Pending or Blocked unless the caller is the ADMIN
  const isOcMember = session !== null && (conference?.oc_permissions ?? []).includes(session.id);
  const standing = { isAdmin: isAdmin(session), permissions: conference?.permissions ?? [], isOcMember };
  const mayAutoAssign = !!conference && canAutoAssignNow(standing, conference.conference_status);
  // Invite, Add member, quotas and the track moves: the server's rule (whyNotManageConferencePc),
  // so not while the conference is Pending or Blocked unless the caller is the ADMIN
  const mayManage = !!conference && canManageConferencePcNow(standing, conference.conference_status);
  // everyone who sees this page manages the PC by their role, so a refusal here is the conference's state
  const closed = !!conference && pc.isSuccess && !mayManage;
  // the reminder changes no membership: the chairs and the ADMIN send it in any state (canMailTpc)
  const mayMail = !!conference && canRunTpcAdminActions(standing);
  const tracks = useTrackOptions(confId).data ?? [];
  const [dialog, setDialog] = useState<"invite" | "add" | "remind" | null>(null);
  const [quotaOf, setQuotaOf] = useState<ConferencePcMember | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  if (confId === null) {
    return (
      <>
        <PageHeader title="Programme Committee" from="Conference" to="Programme Committee" back />
        <EmptyState message="No conference selected." />
      </>
    );
  }
  const members = pc.data?.members ?? [];
  const toggle = (id: number) => setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const allSelected = members.length > 0 && members.every((m) => selected.includes(m.user_id));
  return (
    <>
      <PageHeader
        title="Programme Committee"
        from="Conference"
        to="Programme Committee"
        back
        actions={mayAutoAssign ? <ConferenceAutoAssignButton confId={confId} /> : undefined}
      />
      {pc.isError && <Alert color="red">{errorMessage(pc.error)}</Alert>}
      {closed && (
        <Text size="sm" c="dimmed" mb="sm">
          This conference is not approved, so its programme committee cannot be changed now.
        </Text>
      )}
      <Group gap="xs" mb="sm">
        {mayManage && (
          <>
            <Button onClick={() => setDialog("invite")}>Invite</Button>
            <Button variant="light" onClick={() => setDialog("add")}>
              Add member
            </Button>
          </>
        )}
        {mayMail && (
          <Button variant="light" onClick={() => setDialog("remind")}>
            Send Mail
          </Button>
        )}
      </Group>
      {mayManage && (
        <BulkTracksBar confId={confId} selected={selected} tracks={tracks} onDone={() => setSelected([])} />
      )}
      {pc.isLoading ? (
        <LoadingIndicator label="Loading the programme committee" />
      ) : members.length === 0 ? (
        <EmptyState />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label="Programme committee">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Checkbox
                    disabled={!mayManage}
                    aria-label="Select every member"
                    checked={allSelected}
                    indeterminate={selected.length > 0 && !allSelected}
                    onChange={() => setSelected(allSelected ? [] : members.map((m) => m.user_id))}
                  />
                </Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Tracks</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Load</Table.Th>
                <Table.Th>Bids</Table.Th>
                <Table.Th>Quota</Table.Th>
                <Table.Th>Conflicts</Table.Th>
                <Table.Th>Publications</Table.Th>
                <Table.Th>Reviews done</Table.Th>
                <Table.Th>Late</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((m) => (
                <Table.Tr key={m.user_id}>
                  <Table.Td>
                    <Checkbox
                      disabled={!mayManage}
                      aria-label={`Select ${m.first_name} ${m.last_name}`}
                      checked={selected.includes(m.user_id)}
                      onChange={() => toggle(m.user_id)}
                    />
                  </Table.Td>
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
                  <Table.Td>
                    {mayManage ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={`Quota of ${m.first_name} ${m.last_name}`}
                        onClick={() => setQuotaOf(m)}
                      >
                        {m.quota ?? "—"}
                      </Button>
                    ) : (
                      (m.quota ?? "—")
                    )}
                  </Table.Td>
                  <Table.Td>{m.conflicts}</Table.Td>
                  <Table.Td>{m.publications}</Table.Td>
                  <Table.Td>{m.reviews_done}</Table.Td>
                  <Table.Td>{m.reviews_late}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PcInviteDialog confId={confId} opened={dialog === "invite"} tracks={tracks} onClose={() => setDialog(null)} />
      <PcAddMemberDialog confId={confId} opened={dialog === "add"} tracks={tracks} onClose={() => setDialog(null)} />
      <PcReminderDialog confId={confId} opened={dialog === "remind"} tracks={tracks} onClose={() => setDialog(null)} />
      <PcQuotaDialog confId={confId} member={quotaOf} onClose={() => setQuotaOf(null)} />
    </>
  );
}

/** The selected members join, or leave, the tracks picked (POST /conference/pc-member-tracks). */
function BulkTracksBar({
  confId,
  selected,
  tracks,
  onDone,
}: {
  confId: number;
  selected: number[];
  tracks: { id: number; track_name: string }[];
  onDone: () => void;
}) {
  const change = useChangePcTracks(confId);
  const [trackIds, setTrackIds] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const run = (direction: "add" | "remove") => {
    const ids = trackIds.map(Number);
    change.mutate(
      {
        user_ids: selected,
        add_track_ids: direction === "add" ? ids : [],
        remove_track_ids: direction === "remove" ? ids : [],
      },
      {
        onSuccess: (res) => {
          setOutcome({ ok: true, text: res.message });
          setTrackIds([]);
          onDone();
        },
        // a refused call keeps the selection and the tracks picked
        onError: (error) => setOutcome({ ok: false, text: errorMessage(error) }),
      },
    );
  };
  if (selected.length === 0 && outcome === null) return null;
  return (
    <Group gap="xs" mb="sm" align="flex-end" role="group" aria-label="Selected members">
      {selected.length > 0 && (
        <>
          <Text size="sm">{selected.length} selected</Text>
          <MultiSelect
            aria-label="Tracks for the selected members"
            placeholder="Pick tracks"
            data={tracks.map((t) => ({ value: String(t.id), label: t.track_name }))}
            value={trackIds}
            onChange={setTrackIds}
            miw={240}
          />
          <Button size="sm" disabled={trackIds.length === 0} loading={change.isPending} onClick={() => run("add")}>
            Add to tracks
          </Button>
          <Button
            size="sm"
            color="red"
            variant="light"
            disabled={trackIds.length === 0}
            loading={change.isPending}
            onClick={() => run("remove")}
          >
            Remove from tracks
          </Button>
        </>
      )}
      {outcome && (
        <Text size="sm" c={outcome.ok ? "teal" : "red"} role={outcome.ok ? "status" : "alert"}>
          {outcome.text}
        </Text>
      )}
    </Group>
  );
}
