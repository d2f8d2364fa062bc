import { useEffect, useState } from "react";
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { DECISION_OUTCOMES, type DecisionDef, type DecisionOutcome } from "@symposia/domain";
import { notifyError, notifySuccess } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import { useDecisions, useSaveDecisions } from "../../../lib/api/reviewForms";

const OUTCOME_LABELS: Record<DecisionOutcome, string> = {
  accept: "Accept (status Accepted)",
  reject: "Reject (status Rejected)",
  none: "None (status No Decision)",
};

/**
 * The decision list of Edit Conference's Review Details tab: ordered labels with their
 * outcome. A label papers carry that is removed needs a replacement, chosen here before saving.
 */
export function DecisionListEditor({ confId, disabled }: { confId: number; disabled: boolean }) {
  const decisions = useDecisions(confId);
  const save = useSaveDecisions(confId);
  const [rows, setRows] = useState<DecisionDef[]>([]);
  const [replacements, setReplacements] = useState<Record<string, string>>({});

  useEffect(() => {
    if (decisions.data) setRows(decisions.data.decisions.map(({ label, outcome }) => ({ label, outcome })));
  }, [decisions.data]);

  const inUse = (decisions.data?.decisions ?? []).filter((d) => d.papers > 0);
  const labels = rows.map((r) => r.label.trim()).filter(Boolean);
  const dropped = inUse.filter((d) => !labels.includes(d.label));
  const change = (i: number, patch: Partial<DecisionDef>) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const submit = async () => {
    try {
      const chosen = Object.fromEntries(dropped.map((d) => [d.label, replacements[d.label] ?? labels[0] ?? ""]));
      const res = await save.mutateAsync({
        decisions: rows.map((r) => ({ ...r, label: r.label.trim() })),
        replacements: chosen,
      });
      notifySuccess(res.message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="sm" role="group" aria-label="Decision list">
      <Title order={3} size="h5">
        Decisions
      </Title>
      <Text size="sm" c="dimmed">
        The decisions Final Review offers, in this order. Each one&apos;s outcome sets the paper&apos;s status and which
        notification template its authors get.
      </Text>
      {decisions.isError && <Alert color="red">{errorMessage(decisions.error)}</Alert>}
      {rows.map((r, i) => (
        <Group key={i} align="flex-end" grow>
          <TextInput
            label={`Decision ${i + 1}`}
            value={r.label}
            onChange={(e) => change(i, { label: e.currentTarget.value })}
            disabled={disabled}
          />
          <NativeSelect
            label="Outcome"
            data={DECISION_OUTCOMES.map((o) => ({ value: o, label: OUTCOME_LABELS[o] }))}
            value={r.outcome}
            onChange={(e) => change(i, { outcome: e.currentTarget.value as DecisionOutcome })}
            disabled={disabled}
          />
          <Button
            type="button"
            variant="light"
            color="red"
            onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
            disabled={disabled || rows.length === 1}
          >
            Remove
          </Button>
        </Group>
      ))}
      {dropped.map((d) => (
        <NativeSelect
          key={d.label}
          label={`${d.papers} paper${d.papers === 1 ? "" : "s"} carry "${d.label}": replace with`}
          data={labels}
          value={replacements[d.label] ?? labels[0] ?? ""}
          onChange={(e) => setReplacements((m) => ({ ...m, [d.label]: e.currentTarget.value }))}
          disabled={disabled}
        />
      ))}
      <Group justify="space-between">
        <Button
          type="button"
          variant="light"
          onClick={() => setRows((list) => [...list, { label: "", outcome: "none" }])}
          disabled={disabled}
        >
          Add decision
        </Button>
        <Button type="button" onClick={() => void submit()} loading={save.isPending} disabled={disabled}>
          Save Decisions
        </Button>
      </Group>
    </Stack>
  );
}
