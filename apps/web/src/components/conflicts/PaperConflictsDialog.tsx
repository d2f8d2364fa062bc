import { useState } from "react";
import { Button, Divider, Group, Modal, Stack, Table, Text, Title } from "@mantine/core";
import type { PaperConflict } from "@symposia/domain";
import { useDeclareConflict, usePaperConflicts, useRemoveConflict, useWaiveConflict } from "../../lib/api/conflicts";
import { errorMessage } from "../../lib/api/errors";
import { AlertMessage, ALERT_HIDE_MS, type AlertVariant, useAlertMessage } from "../AlertMessage";
import { EmptyState } from "../EmptyState";
import { WholeBadge } from "../PaperStatusBadge";
import { useConfirm } from "../useConfirm";
import { AddConflictForm } from "./AddConflictForm";
import {
  DISMISS_SUGGESTION_REASON,
  SOURCE_LABELS,
  UNDO_DISMISSAL_REASON,
  conflictPersonName,
  isDeclared,
} from "./conflictText";
import { WaiveConflictForm } from "./WaiveConflictForm";
import { LoadingIndicator } from "../LoadingIndicator";

export interface PaperConflictsDialogProps {
  paper: { id: number; conf_id: number; paper_sequence: number; paper_title: string };
  opened: boolean;
  onClose: () => void;
}

type Waiving = { conflict: PaperConflict; waive: boolean } | null;
const sameEntry = (a: PaperConflict, b: PaperConflict) => a.user_id === b.user_id && a.source === b.source;

function StateBadge({ conflict }: { conflict: PaperConflict }) {
  if (conflict.waived) {
    return (
      <WholeBadge size="sm" variant="light" color="gray">
        {conflict.source === "suggested" ? "Dismissed" : "Waived"}
      </WholeBadge>
    );
  }
  if (conflict.source === "suggested") {
    return (
      <WholeBadge size="sm" variant="light" color="yellow">
        To confirm
      </WholeBadge>
    );
  }
  return (
    <WholeBadge size="sm" variant="light" color="red">
      In force
    </WholeBadge>
  );
}

/**
 * The chair side of a paper's conflicts: declared, detected and suggested ones with their reasons;
 * add one, remove a declared one, waive a detected one with a reason (and undo), and confirm or
 * dismiss a suggestion with one click.
 */
export default function PaperConflictsDialog({ paper, opened, onClose }: PaperConflictsDialogProps) {
  const conflicts = usePaperConflicts(opened ? paper.id : null, { handlesErrors: true });
  const remove = useRemoveConflict(paper.id);
  const declare = useDeclareConflict(paper.id);
  const waive = useWaiveConflict(paper.id);
  const confirm = useConfirm();
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  const [waiving, setWaiving] = useState<Waiving>(null);
  const list = conflicts.data ?? [];

  const done = (variant: AlertVariant, message: string) => {
    show(variant, message);
    if (variant === "success") setWaiving(null);
  };
  const handlers = {
    onSuccess: (res: { success: boolean; message: string }) => done(res.success ? "success" : "warning", res.message),
    onError: (error: unknown) => done("danger", errorMessage(error)),
  };

  const removeDeclared = async (c: PaperConflict) => {
    if (
      !(await confirm(`Remove the conflict with ${conflictPersonName(c)}?`, { danger: true, confirmLabel: "Remove" }))
    )
      return;
    hide();
    remove.mutate(c.user_id, handlers);
  };
  const confirmSuggestion = (c: PaperConflict) => {
    hide();
    declare.mutate(
      { user_id: c.user_id, conflict_type: "Same institution", ...(c.reason ? { reason: c.reason } : {}) },
      handlers,
    );
  };
  const dismissSuggestion = (c: PaperConflict, dismiss: boolean) => {
    hide();
    waive.mutate(
      { user_id: c.user_id, reason: dismiss ? DISMISS_SUGGESTION_REASON : UNDO_DISMISSAL_REASON, waived: dismiss },
      handlers,
    );
  };

  const actions = (c: PaperConflict) => {
    const who = conflictPersonName(c);
    if (isDeclared(c)) {
      return (
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          aria-label={`Remove the conflict with ${who}`}
          loading={remove.isPending && remove.variables === c.user_id}
          onClick={() => void removeDeclared(c)}
        >
          Remove
        </Button>
      );
    }
    if (c.source === "suggested") {
      return c.waived ? (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={`Undo the dismissal for ${who}`}
          onClick={() => dismissSuggestion(c, false)}
        >
          Undo
        </Button>
      ) : (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            aria-label={`Confirm the conflict with ${who}`}
            loading={declare.isPending}
            onClick={() => confirmSuggestion(c)}
          >
            Confirm
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="gray"
            aria-label={`Dismiss the conflict with ${who}`}
            loading={waive.isPending}
            onClick={() => dismissSuggestion(c, true)}
          >
            Dismiss
          </Button>
        </Group>
      );
    }
    return (
      <Button
        size="compact-xs"
        variant="light"
        color={c.waived ? "blue" : "red"}
        aria-label={c.waived ? `Undo the waiver for ${who}` : `Waive the conflict with ${who}`}
        onClick={() => setWaiving({ conflict: c, waive: !c.waived })}
      >
        {c.waived ? "Undo waiver" : "Waive"}
      </Button>
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={`Conflicts: ${paper.paper_sequence}. ${paper.paper_title}`}
    >
      <Stack gap="sm">
        <AlertMessage alert={alert} onClose={hide} />
        {conflicts.isLoading ? (
          <LoadingIndicator label="Loading conflicts" />
        ) : conflicts.isError ? (
          <Text c="red.9" size="sm">
            {errorMessage(conflicts.error)}
          </Text>
        ) : list.length === 0 ? (
          <EmptyState message="No PC member is in conflict with this paper" />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              The programme committee members (and organisers) in conflict with this paper: declared ones, and detected
              or suggested ones with the reason they were found. The paper's own authors are not listed unless they sit
              on the committee.
            </Text>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" aria-label={`Conflicts of paper ${paper.paper_sequence}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>PC member</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Source</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>Action</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((c) => (
                    <Table.Tr key={`${c.source}-${c.user_id}`} c={c.waived ? "dimmed" : undefined}>
                      <Table.Td>{conflictPersonName(c)}</Table.Td>
                      <Table.Td>{c.conflict_type}</Table.Td>
                      <Table.Td>{SOURCE_LABELS[c.source] ?? c.source}</Table.Td>
                      <Table.Td style={{ maxWidth: 260, wordBreak: "break-word" }}>{c.reason || "–"}</Table.Td>
                      <Table.Td>
                        <StateBadge conflict={c} />
                      </Table.Td>
                      <Table.Td>{actions(c)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        {waiving && list.some((c) => sameEntry(c, waiving.conflict)) && (
          <WaiveConflictForm
            key={`${waiving.conflict.user_id}-${waiving.waive}`}
            paperId={paper.id}
            conflict={waiving.conflict}
            waive={waiving.waive}
            onDone={done}
            onCancel={() => setWaiving(null)}
          />
        )}
        <Divider />
        <Title order={3} fz="h5">
          Add a conflict
        </Title>
        <AddConflictForm paperId={paper.id} confId={paper.conf_id} onDone={done} />
      </Stack>
    </Modal>
  );
}
