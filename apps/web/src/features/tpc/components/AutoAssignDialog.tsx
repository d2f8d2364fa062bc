import { useState } from "react";
import { Alert, Button, Group, List, Loader, Modal, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { MAX_REVIEWERS_PER_PAPER } from "@symposia/domain";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { useAssignmentCounts } from "../api/assignmentCounts";
import { useAutoAssign } from "../api/autoAssign";
import type { AutoAssignOutcome } from "@symposia/domain";

/**
 * Auto Assign: the track's counts, the number of reviewers per paper (the conference's by
 * default), and the outcome. Submit is disabled unless there are papers, TPC members and a value above 0.
 */
export function AutoAssignDialog({ confId, trackId, trackName, onClose }: { confId: number; trackId: number | null; trackName: string; onClose: () => void }) {
  const { data: counts, isLoading } = useAssignmentCounts(trackId);
  const assign = useAutoAssign(confId, trackId ?? 0);
  // null until the chair types: the conference's number is shown
  const [value, setValue] = useState<number | string | null>(null);
  const [outcome, setOutcome] = useState<AutoAssignOutcome | null>(null);
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  const shown = value ?? counts?.no_of_reviewer_per_paper ?? "";
  const perPaper = shown === "" ? 0 : Number(shown);
  const ready = !!counts && counts.total_paper_count > 0 && counts.total_tpc_member_count > 0 && Number.isInteger(perPaper) && perPaper > 0;

  const close = () => {
    setValue(null);
    setOutcome(null);
    hide();
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    hide();
    assign.mutate(perPaper, {
      onSuccess: (res) => {
        show(res.success ? "success" : "warning", res.message);
        setOutcome(res.result);
      },
      onError: (error) => show("danger", errorMessage(error)),
    });
  };

  return (
    <Modal opened={trackId !== null} onClose={close} title={`Auto Assign: ${trackName}`} size="lg">
      {isLoading || !counts ? (
        <Loader size="sm" />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Auto assign reviewers">
          <Stack gap="sm">
            <AlertMessage alert={alert} onClose={hide} />
            <SimpleGrid cols={2} spacing="xs">
              <Text size="sm">Submitted papers with a file</Text>
              <Text size="sm" fw={600} data-testid="auto-assign-papers">
                {counts.total_paper_count}
              </Text>
              <Text size="sm">TPC members</Text>
              <Text size="sm" fw={600} data-testid="auto-assign-members">
                {counts.total_tpc_member_count}
              </Text>
            </SimpleGrid>
            <NumberInput
              label="Number of reviewers per paper"
              required
              min={1}
              max={MAX_REVIEWERS_PER_PAPER}
              allowDecimal={false}
              allowNegative={false}
              value={shown}
              onChange={setValue}
            />
            <Text size="xs" c="dimmed">
              Existing assignments are kept; every paper is topped up to this number with the reviewers' loads as even as possible. Authors and people at an author's institution are never assigned.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Close
              </Button>
              <Button type="submit" disabled={!ready} loading={assign.isPending}>
                Assign Reviewers
              </Button>
            </Group>
            {outcome && <AutoAssignOutcomeView outcome={outcome} />}
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function AutoAssignOutcomeView({ outcome }: { outcome: AutoAssignOutcome }) {
  return (
    <Alert color={outcome.papers_short.length ? "yellow" : "teal"} title="Outcome" role="status">
      <Stack gap={4}>
        <Text size="sm">Assignments made: {outcome.assignments_made}</Text>
        <Text size="sm">
          Reviewer load: {outcome.load.min} to {outcome.load.max} (lower bound for the largest load: {outcome.load.lower_bound})
        </Text>
        {outcome.papers_short.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              Papers still short of reviewers:
            </Text>
            <List size="sm">
              {outcome.papers_short.map((p) => (
                <List.Item key={p.paper_id}>
                  {p.paper_sequence}. {p.paper_title}: {p.reason}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}
