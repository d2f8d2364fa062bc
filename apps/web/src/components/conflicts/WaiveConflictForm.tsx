import { Button, Group, Paper as Box, Stack, Text, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { CONFLICT_REASON_MAX, conflictWaiveReasonSchema, type PaperConflict } from "@symposia/domain";
import { useWaiveConflict } from "../../lib/api/conflicts";
import { errorMessage } from "../../lib/api/errors";
import { applyServerFieldErrors } from "../../lib/forms";
import type { AlertVariant } from "../AlertMessage";
import { conflictPersonName } from "./conflictText";

const reasonSchema = conflictWaiveReasonSchema;

export interface WaiveConflictFormProps {
  paperId: number;
  conflict: PaperConflict;
  /** true waives the conflict; false undoes an earlier waiver */
  waive: boolean;
  onDone: (variant: AlertVariant, message: string) => void;
  onCancel: () => void;
}

/** Waiving a detected conflict (or undoing a waiver) is audited, so it needs a reason. */
export function WaiveConflictForm({ paperId, conflict, waive, onDone, onCancel }: WaiveConflictFormProps) {
  const mutation = useWaiveConflict(paperId);
  const form = useForm({ initialValues: { reason: "" }, validate: schemaResolver(reasonSchema, { sync: true }) });
  const who = conflictPersonName(conflict);

  const submit = form.onSubmit(({ reason }) =>
    mutation.mutate(
      { user_id: conflict.user_id, reason: reason.trim(), waived: waive },
      {
        onSuccess: (res) => onDone(res.success ? "success" : "warning", res.message),
        onError: (error) => {
          if (!applyServerFieldErrors(form, error)) onDone("danger", errorMessage(error));
        },
      },
    ),
  );

  return (
    <Box
      withBorder
      radius="sm"
      p="sm"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={waive ? `Waive the conflict with ${who}` : `Undo the waiver for ${who}`}
    >
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {waive ? `Waive the conflict with ${who}` : `Undo the waiver for ${who}`}
        </Text>
        <Textarea
          label={waive ? "Reason for the waiver" : "Reason for undoing the waiver"}
          description="Kept in the paper's history."
          required
          autosize
          minRows={2}
          maxLength={CONFLICT_REASON_MAX}
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="xs" color={waive ? "red" : "blue"} loading={mutation.isPending}>
            {waive ? "Waive conflict" : "Undo waiver"}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
