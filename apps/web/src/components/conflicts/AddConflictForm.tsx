import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { CONFLICT_REASON_MAX, CONFLICT_TYPES, conflictDeclareSchema } from "@symposia/domain";
import { z } from "zod";
import { useConflictExplanation, useDeclareConflict, usePcMembers } from "../../lib/api/conflicts";
import { errorMessage } from "../../lib/api/errors";
import { applyServerFieldErrors } from "../../lib/forms";
import type { AlertVariant } from "../AlertMessage";

interface AddConflictValues {
  user_id: string;
  conflict_type: string;
  reason: string;
}
// The Select holds the member's id as text; an empty pick gets a message about the member.
const formSchema = conflictDeclareSchema.extend({
  user_id: z.string({ error: "Choose a PC member." }).min(1, "Choose a PC member."),
});
const EMPTY: AddConflictValues = { user_id: "", conflict_type: "", reason: "" };

/** Why the picked member already cannot review the paper (GET /paper/conflict-explain), before adding. */
function Explanation({ paperId, userId }: { paperId: number; userId: number }) {
  const { data } = useConflictExplanation(paperId, userId);
  if (!data) return null;
  return (
    <Text size="xs" c={data.conflicted ? "red.9" : "dimmed"}>
      {data.conflicted
        ? `Already conflicted: ${data.reasons.map((r) => r.reason || r.conflict_type).join("; ")}`
        : "No conflict recorded with this member yet."}
    </Text>
  );
}

/** A chair declares a conflict between the paper and one of the conference's PC members. */
export function AddConflictForm({
  paperId,
  confId,
  onDone,
}: {
  paperId: number;
  confId: number;
  onDone: (variant: AlertVariant, message: string) => void;
}) {
  const members = usePcMembers(confId);
  const declare = useDeclareConflict(paperId);
  const form = useForm<AddConflictValues>({
    initialValues: EMPTY,
    validate: schemaResolver(formSchema, { sync: true }),
  });
  const picked = form.values.user_id ? Number(form.values.user_id) : null;

  const submit = form.onSubmit(() => {
    const { user_id, conflict_type, reason } = conflictDeclareSchema.parse(form.values);
    declare.mutate(
      { user_id, conflict_type, ...(reason ? { reason } : {}) },
      {
        onSuccess: (res) => {
          onDone(res.success ? "success" : "warning", res.message);
          if (res.success) form.setValues(EMPTY);
        },
        onError: (error) => {
          if (!applyServerFieldErrors(form, error)) onDone("danger", errorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a conflict">
      <Stack gap="xs">
        <Select
          label="PC member"
          placeholder="Type a name"
          required
          searchable
          limit={50}
          data={(members.data ?? []).map((m) => ({
            value: String(m.id),
            label: [m.first_name, m.last_name].filter(Boolean).join(" ") + (m.affiliation ? ` (${m.affiliation})` : ""),
          }))}
          nothingFoundMessage={members.isLoading ? "Loading…" : "No PC member matches"}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("user_id")}
        />
        {picked !== null && <Explanation paperId={paperId} userId={picked} />}
        <Group grow align="flex-start">
          <Select
            label="Conflict type"
            required
            data={[...CONFLICT_TYPES]}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("conflict_type")}
          />
          <TextInput label="Reason" maxLength={CONFLICT_REASON_MAX} {...form.getInputProps("reason")} />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={declare.isPending}>
            Add conflict
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
