import { useState } from "react";
import { Badge, Button, Group, Modal, Stack, Table, Text, Textarea } from "@mantine/core";
import { TPC_INVITATION_ROWS, invitationLinesFromText } from "@symposia/domain";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { useInviteByLines } from "../api/inviteByLines";
import type { InvitationLineReport, InvitationReport } from "@symposia/domain";

const STATUS: Record<InvitationLineReport["status"], { label: string; color: string }> = {
  invited: { label: "Invited", color: "teal" },
  already_member: { label: "Already a member", color: "blue" },
  already_invited: { label: "Already invited", color: "yellow" },
  invalid: { label: "Invalid", color: "red" },
};

/**
 * TPC Invitation: one person per line, "first name, last name, email, country, affiliation"
 * (the last name may be empty), sent as a JSON string of lines; then the server's report line by line.
 */
export function InvitationDialog({
  confId,
  trackId,
  trackName,
  onClose,
}: {
  confId: number;
  trackId: number | null;
  trackName: string;
  onClose: () => void;
}) {
  const invite = useInviteByLines(confId, trackId ?? 0);
  const [text, setText] = useState("");
  const [report, setReport] = useState<InvitationReport | null>(null);
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  const lines = invitationLinesFromText(text);

  const close = () => {
    setText("");
    setReport(null);
    hide();
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (lines.length === 0) return show("warning", "Type at least one line.");
    hide();
    invite.mutate(lines, {
      onSuccess: (res) => {
        show(res.success ? "success" : "warning", res.message);
        setReport(res.result);
        // keep only the lines that need another look
        const invalid = new Set(res.result.lines.filter((l) => l.status === "invalid").map((l) => l.line));
        setText(lines.filter((_, i) => invalid.has(i + 1)).join("\n"));
      },
      onError: (error) => show("danger", errorMessage(error)),
    });
  };

  return (
    <Modal opened={trackId !== null} onClose={close} size="xl" title={`TPC Invitation: ${trackName}`}>
      <form onSubmit={submit} noValidate aria-label="TPC invitation">
        <Stack gap="sm">
          <AlertMessage alert={alert} onClose={hide} />
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
          {report && <InvitationReportTable report={report} />}
        </Stack>
      </form>
    </Modal>
  );
}

function InvitationReportTable({ report }: { report: InvitationReport }) {
  return (
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
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
