import { useState } from "react";
import { Alert, Button, Group, Modal, NumberInput, Stack, Table, Text } from "@mantine/core";
import { MAX_REVIEWERS_PER_PAPER, type ConferenceAutoAssignOutcome } from "@symposia/domain";
import { AutoAssignProgressBar } from "../../../components/AutoAssignProgressBar";
import { errorMessage } from "../../../lib/api/errors";
import { useConferenceAutoAssign, useConferenceDraftActions } from "../api/conferenceAutoAssign";

/** The preview's load chart (members per total load) and the papers left short. */
function PreviewSummary({ outcome }: { outcome: ConferenceAutoAssignOutcome }) {
  const bars = outcome.statistics?.load_histogram ?? [];
  const s = outcome.statistics;
  return (
    <Stack gap={4} data-testid="auto-assign-preview">
      {s && (
        <Text size="sm">
          {outcome.assignments_made} new assignment(s): {s.pairs_by_bid.yes} yes, {s.pairs_by_bid.maybe} maybe,{" "}
          {s.pairs_by_bid.none} without a bid, {s.pairs_by_bid.no} no. Total preference {s.total_preference}.
        </Text>
      )}
      <Text
        size="sm"
        data-testid="load-chart"
        aria-label={`Load chart: ${bars.map((b) => `${b.members} member(s) with ${b.load} paper(s)`).join(", ")}`}
      >
        Loads over all tracks: {bars.map((b) => `${b.members} member(s) with ${b.load}`).join(", ")}
      </Text>
      {outcome.papers_short.length > 0 && (
        <Text size="sm" c="red.9">
          {outcome.papers_short.length} paper(s) left short:{" "}
          {outcome.papers_short
            .slice(0, 5)
            .map((p) => `${p.paper_sequence} (${p.reason})`)
            .join("; ")}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Conference Auto Assign: every track at once, each member's load counted over all tracks. Preview
 * first (the track dialog's figures: new pairs by bid, loads, papers short, and each track's share), then Deploy; a written
 * run can be undone.
 */
export function ConferenceAutoAssignDialog({
  confId,
  opened,
  onClose,
}: {
  confId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const run = useConferenceAutoAssign(confId);
  const { deploy, undo } = useConferenceDraftActions(confId);
  const [perPaper, setPerPaper] = useState<number | string>("");
  const [maxPapers, setMaxPapers] = useState<number | string>("");
  const [draft, setDraft] = useState<ConferenceAutoAssignOutcome | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const error = run.error ?? deploy.error ?? undo.error;

  const close = () => {
    setDraft(null);
    setRunId(null);
    setMessage(null);
    run.reset();
    deploy.reset();
    undo.reset();
    onClose();
  };
  const previewNow = () => {
    setRunId(null);
    setMessage(null);
    run.mutate(
      {
        ...(perPaper === "" ? {} : { number_of_reviewers_per_paper: Number(perPaper) }),
        ...(maxPapers === "" ? {} : { max_papers_per_reviewer: Number(maxPapers) }),
        preview: true,
      },
      {
        onSuccess: (res) => {
          setDraft(res.result ?? null);
          setMessage(res.message ?? null);
        },
      },
    );
  };
  const deployNow = () =>
    draft?.draft_id &&
    deploy.mutate(draft.draft_id, {
      onSuccess: (res) => {
        setRunId(res.result?.run_id ?? null);
        setDraft(null);
        setMessage(res.message ?? null);
      },
    });
  const undoNow = () =>
    runId !== null &&
    undo.mutate(runId, {
      onSuccess: (res) => {
        setRunId(null);
        setMessage(
          `${res.result?.removed ?? 0} assignment(s) removed, ${res.result?.kept_with_review ?? 0} kept (already reviewed).`,
        );
      },
    });

  return (
    <Modal opened={opened} onClose={close} title="Conference Auto Assign" size="xl">
      <Stack gap="sm">
        <Text size="sm">
          Assigns every track&apos;s papers at once. A member gets only papers of the tracks they belong to, never a
          paper they are in conflict with, and their load counts their papers in every track.
        </Text>
        <Group grow>
          <NumberInput
            label="Reviewers per paper"
            description="Empty: the conference's setting"
            min={1}
            max={MAX_REVIEWERS_PER_PAPER}
            value={perPaper}
            onChange={setPerPaper}
          />
          <NumberInput
            label="Most papers per member (all tracks)"
            description="Empty: as even as possible"
            min={1}
            value={maxPapers}
            onChange={setMaxPapers}
          />
        </Group>
        <AutoAssignProgressBar source={{ confId }} running={run.isPending} />
        {error && <Alert color="red">{errorMessage(error)}</Alert>}
        {message && <Alert color="blue">{message}</Alert>}
        {draft && (
          <>
            <Table withTableBorder fz="sm" aria-label="Tracks of the preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Track</Table.Th>
                  <Table.Th>Papers</Table.Th>
                  <Table.Th>Members</Table.Th>
                  <Table.Th>New assignments</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {draft.tracks.map((t) => (
                  <Table.Tr key={t.track_id}>
                    <Table.Td>{t.track_name}</Table.Td>
                    <Table.Td>{t.papers_considered}</Table.Td>
                    <Table.Td>{t.reviewers_considered}</Table.Td>
                    <Table.Td>{t.assignments_made}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <PreviewSummary outcome={draft} />
          </>
        )}
        <Group justify="flex-end">
          {runId !== null && (
            <Button variant="default" onClick={undoNow} loading={undo.isPending}>
              Undo this run
            </Button>
          )}
          <Button variant="default" onClick={previewNow} loading={run.isPending}>
            Preview
          </Button>
          <Button onClick={deployNow} disabled={!draft} loading={deploy.isPending}>
            Deploy
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The Programme Committee header's button that opens the dialog. */
export function ConferenceAutoAssignButton({ confId }: { confId: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Conference Auto Assign</Button>
      <ConferenceAutoAssignDialog confId={confId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
