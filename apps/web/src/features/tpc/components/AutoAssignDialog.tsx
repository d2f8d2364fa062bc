import { useState } from "react";
import {
  Alert,
  Button,
  Group,
  List,
  Loader,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import {
  DEFAULT_ASSIGNMENT_BALANCE,
  DEFAULT_ASSIGNMENT_OBJECTIVE,
  DEFAULT_LOW_AFFINITY_THRESHOLD,
  MAX_REVIEWERS_PER_PAPER,
  type AssignmentBalance,
  type AssignmentObjective,
} from "@symposia/domain";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { useAssignmentCounts } from "../api/assignmentCounts";
import { useAutoAssign } from "../api/autoAssign";
import { type AutoAssignChoices, useAutoAssignPreview, useDeployDraft, useUndoRun } from "../api/autoAssignRuns";
import type { AutoAssignOutcome } from "@symposia/domain";
import { AutoAssignPreview, LoadChart } from "./AutoAssignPreview";
import { AutoAssignProgressBar } from "../../../components/AutoAssignProgressBar";
import { AffinityFileUpload } from "./AffinityFileUpload";

const BALANCE_HELP: Record<AssignmentBalance, string> = {
  within_caps: "The most preference: a member may get up to the cap when they suit the papers best.",
  even: "Loads as even as the preferences allow: on close affinities this gives up a little preference (about 0.1%).",
};
const OBJECTIVE_HELP: Record<AssignmentObjective, string> = {
  total: "The largest total preference over all papers.",
  fair: "First raise the worst-served paper's total preference, then the total.",
};

/**
 * Auto Assign: the track's counts, the number of reviewers per paper (the conference's by
 * default), and the outcome. Submit is disabled unless there are papers, TPC members and a value above 0.
 */
export function AutoAssignDialog({
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
  const { data: counts, isLoading } = useAssignmentCounts(trackId);
  const assign = useAutoAssign(confId, trackId ?? 0);
  // null until the chair types: the conference's number is shown
  const [value, setValue] = useState<number | string | null>(null);
  const [outcome, setOutcome] = useState<AutoAssignOutcome | null>(null);
  // a preview (nothing written yet), deployed or discarded; a written run can be undone
  const [maxPapers, setMaxPapers] = useState<number | string>("");
  const [draft, setDraft] = useState<AutoAssignOutcome | null>(null);
  const [balance, setBalance] = useState<AssignmentBalance>(DEFAULT_ASSIGNMENT_BALANCE);
  const [objective, setObjective] = useState<AssignmentObjective>(DEFAULT_ASSIGNMENT_OBJECTIVE);
  const [threshold, setThreshold] = useState<number | string>(DEFAULT_LOW_AFFINITY_THRESHOLD);
  const [undone, setUndone] = useState(false);
  const preview = useAutoAssignPreview(trackId ?? 0);
  const deploy = useDeployDraft(confId, trackId ?? 0);
  const undo = useUndoRun(confId, trackId ?? 0);
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  const shown = value ?? counts?.no_of_reviewer_per_paper ?? "";
  const perPaper = shown === "" ? 0 : Number(shown);
  const ready =
    !!counts &&
    counts.total_paper_count > 0 &&
    counts.total_tpc_member_count > 0 &&
    Number.isInteger(perPaper) &&
    perPaper > 0;

  const close = () => {
    setValue(null);
    setOutcome(null);
    setDraft(null);
    setUndone(false);
    setMaxPapers("");
    setBalance(DEFAULT_ASSIGNMENT_BALANCE);
    setObjective(DEFAULT_ASSIGNMENT_OBJECTIVE);
    setThreshold(DEFAULT_LOW_AFFINITY_THRESHOLD);
    hide();
    onClose();
  };

  const thresholdValue = threshold === "" ? DEFAULT_LOW_AFFINITY_THRESHOLD : Number(threshold);
  const choices: AutoAssignChoices = { balance, objective, low_affinity_threshold: thresholdValue };
  const run = { perPaper, maxPapers: maxPapers === "" ? null : Number(maxPapers), choices };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    hide();
    assign.mutate(run, {
      onSuccess: (res) => {
        show(res.success ? "success" : "warning", res.message);
        setOutcome(res.result);
      },
      onError: (error) => show("danger", errorMessage(error)),
    });
  };

  const runPreview = () => {
    if (!ready) return;
    hide();
    setOutcome(null);
    preview.mutate(run, {
      onSuccess: (res) => setDraft(res.result),
      onError: (error) => show("danger", errorMessage(error)),
    });
  };
  const runDeploy = () => {
    if (!draft?.draft_id) return;
    deploy.mutate(draft.draft_id, {
      onSuccess: (res) => {
        show("success", res.message);
        setOutcome(res.result);
        setDraft(null);
        setUndone(false);
      },
      onError: (error) => show("danger", errorMessage(error)),
    });
  };
  const runUndo = () => {
    if (!outcome?.run_id) return;
    undo.mutate(outcome.run_id, {
      onSuccess: (res) => {
        show(
          "success",
          `${res.message} ${res.result?.removed ?? 0} assignment(s) removed; ${res.result?.kept_with_review ?? 0} kept because a review was submitted.`,
        );
        setUndone(true);
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
            <NumberInput
              label="Max papers per reviewer"
              description="Optional. Empty: the smallest largest load that gives every paper its reviewers. Members' own quotas apply as well."
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={maxPapers}
              onChange={setMaxPapers}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="auto-assign-balance">
                Loads
              </Text>
              <SegmentedControl
                aria-labelledby="auto-assign-balance"
                value={balance}
                onChange={(v) => setBalance(v as AssignmentBalance)}
                data={[
                  { value: "within_caps", label: "Within caps" },
                  { value: "even", label: "Even" },
                ]}
              />
              <Text size="xs" c="dimmed" data-testid="balance-help">
                {BALANCE_HELP[balance]}
              </Text>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="auto-assign-objective">
                Objective
              </Text>
              <SegmentedControl
                aria-labelledby="auto-assign-objective"
                value={objective}
                onChange={(v) => setObjective(v as AssignmentObjective)}
                data={[
                  { value: "total", label: "Total preference" },
                  { value: "fair", label: "Fair" },
                ]}
              />
              <Text size="xs" c="dimmed" data-testid="objective-help">
                {OBJECTIVE_HELP[objective]}
              </Text>
            </Stack>
            <NumberInput
              label="Low-affinity threshold"
              description="The preview counts the papers whose reviewers all have an affinity below this (0 to 1)."
              min={0}
              max={1}
              step={0.05}
              decimalScale={3}
              allowNegative={false}
              value={threshold}
              onChange={setThreshold}
            />
            <Text size="xs" c="dimmed">
              Existing assignments are kept; every paper is topped up to this number. Members get the papers they bid
              yes (then maybe) on and papers on their topics where the loads allow; a paper a member bid no on only when
              nothing else is feasible. Authors and people conflicted with a paper are never assigned. Preview first:
              nothing is written until you deploy.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Close
              </Button>
              <Button variant="light" disabled={!ready} loading={preview.isPending} onClick={runPreview}>
                Preview
              </Button>
              <Button type="submit" disabled={!ready} loading={assign.isPending}>
                Assign Reviewers
              </Button>
            </Group>
            {trackId !== null && (
              <AutoAssignProgressBar source={{ trackId }} running={preview.isPending || assign.isPending} />
            )}
            {draft && (
              <Stack gap="xs">
                <AutoAssignPreview outcome={draft} />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setDraft(null)}>
                    Discard
                  </Button>
                  <Button onClick={runDeploy} loading={deploy.isPending}>
                    Deploy
                  </Button>
                </Group>
              </Stack>
            )}
            {outcome && <AutoAssignOutcomeView outcome={outcome} />}
            {outcome && outcome.statistics && <LoadChart outcome={outcome} />}
            {outcome?.run_id && (
              <Group justify="flex-end">
                <Button color="red" variant="light" onClick={runUndo} loading={undo.isPending} disabled={undone}>
                  {undone ? "Undone" : "Undo this run"}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      )}
      {trackId !== null && <AffinityFileUpload trackId={trackId} />}
    </Modal>
  );
}

function AutoAssignOutcomeView({ outcome }: { outcome: AutoAssignOutcome }) {
  return (
    <Alert color={outcome.papers_short.length ? "yellow" : "teal"} title="Outcome" role="status">
      <Stack gap={4}>
        <Text size="sm">Assignments made: {outcome.assignments_made}</Text>
        <Text size="sm">
          Reviewer load: {outcome.load.min} to {outcome.load.max} (lower bound for the largest load:{" "}
          {outcome.load.lower_bound})
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
