import { useState } from "react";
import { Badge, Button, Group, Modal, MultiSelect, Stack, Table, Text, Textarea } from "@mantine/core";
import {
  TPC_INVITATION_ROWS,
  invitationLinesFromText,
  type ConferencePcInvitationLine,
  type ConferencePcInvitationReport,
} from "@symposia/domain";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { useInvitePc } from "../api/conferencePc";

const STATUS: Record<ConferencePcInvitationLine["status"], { label: string; color: string }> = {
  invited: { label: "Invited", color: "teal" },
  already_member: { label: "Already a member", color: "blue" },
  already_invited: { label: "Already invited", color: "yellow" },
  invalid: { label: "Invalid", color: "red" },
};

/**
 * Invite to the programme committee: the track invitation's lines ("first name, last name, email,
 * country, affiliation") and the tracks (none picked: every track). Each person gets one mail and
 * answers once for all the tracks; the server's report is shown line by line, with each track.
 */
export function PcInviteDialog({
  confId,
  opened,
  tracks,
  onClose,
}: {
  confId: number;
  opened: boolean;
  tracks: { id: number; track_name: string }[];
  onClose: () => void;
}) {
  const invite = useInvitePc(confId);
  const [text, setText] = useState("");
  const [trackIds, setTrackIds] = useState<string[]>([]);
  const [report, setReport] = useState<ConferencePcInvitationReport | null>(null);
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  const lines = invitationLinesFromText(text);

  const close = () => {
    setText("");
    setTrackIds([]);
    setReport(null);
    hide();
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (lines.length === 0) return show("warning", "Type at least one line.");
    hide();
    invite.mutate(
      { total_data: JSON.stringify(lines), track_ids: trackIds.map(Number) },
      {
        onSuccess: (res) => {
          show(res.success ? "success" : "warning", res.message);
          setReport(res.result);
          // keep only the lines that need another look
          const invalid = new Set(res.result.lines.filter((l) => l.status === "invalid").map((l) => l.line));
          setText(lines.filter((_, i) => invalid.has(i + 1)).join("\n"));
        },
        // a refused call keeps everything typed
        onError: (error) => show("danger", errorMessage(error)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} size="xl" title="Invite to the programme committee">
      <form onSubmit={submit} noValidate aria-label="Programme committee invitation">
        <Stack gap="sm">
          <AlertMessage alert={alert} onClose={hide} />
          <MultiSelect
            label="Tracks"
            description="One invitation and one answer for all the tracks picked; none picked: every track."
            placeholder={trackIds.length === 0 ? "Every track" : undefined}
            data={tracks.map((t) => ({ value: String(t.id), label: t.track_name }))}
            value={trackIds}
            onChange={setTrackIds}
            clearable
          />
          <Textarea
            label="Members to invite"
            description="One person per line: first name, last name, email, country, affiliation (the last name may be empty)."
            placeholder={
              "Ada, Lovelace, ada@example.org, United Kingdom, Analytical Engines Ltd\nAlan,, alan@example.org, United Kingdom, University of Manchester"
            }
            rows={TPC_INVITATION_ROWS}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {lines.length} line(s)
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={close}>
                Close
              </Button>
              <Button type="submit" loading={invite.isPending} disabled={lines.length === 0}>
                Send Invitations
              </Button>
            </Group>
          </Group>
          {report && (
            <Table striped withTableBorder aria-label="Invitation report">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Result</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.lines.map((line) => (
                  <Table.Tr key={line.line}>
                    <Table.Td>{line.line}</Table.Td>
                    <Table.Td style={{ wordBreak: "break-all" }}>{line.email ?? "—"}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS[line.status].color} variant="light">
                        {STATUS[line.status].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{line.message}</Text>
                      {line.tracks.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {line.tracks.map((t) => `${t.track_name}: ${t.outcome}`).join("; ")}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
