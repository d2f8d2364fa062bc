import { useState } from "react";
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { CONFLICT_REASON_MAX, CONFLICT_TYPES, conflictDeclareSchema } from "@symposia/domain";
import type { ReviewPaper } from "@symposia/domain";
import { useConfirm } from "../../../components/useConfirm";
import { notifySuccess, notifyWarning } from "../../../components/notify";
import { useDeclareConflict } from "../../../lib/api/conflicts";
import { errorMessage } from "../../../lib/api/errors";
import { useSession } from "../../../lib/auth/session";
import { applyServerFieldErrors } from "../../../lib/forms";

/** What the reviewer reads before the declaration goes out. */
export const DECLARE_OWN_CONFLICT_WARNING = "The paper will be removed from your list if you have not reviewed it.";

// The user is the signed-in reviewer, so the form checks only the type and the reason.
const formSchema = conflictDeclareSchema.pick({ conflict_type: true, reason: true });

export interface DeclareConflictDialogProps {
  paper: Pick<ReviewPaper, "id" | "paper_sequence" | "paper_title">;
  onClose: () => void;
}

/**
 * A reviewer declares a conflict about themselves (POST /paper/conflict/{paperId} with their own
 * user_id). The server then removes their assignment if they have not reviewed the paper yet; the
 * review list refreshes with the declaration (see lib/api/conflicts).
 */
export function DeclareConflictDialog({ paper, onClose }: DeclareConflictDialogProps) {
  const session = useSession();
  const declare = useDeclareConflict(paper.id);
  const confirm = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { conflict_type: "", reason: "" }, validate: schemaResolver(formSchema, { sync: true }) });

  const submit = form.onSubmit(async (values) => {
    if (!session) return;
    if (!(await confirm(DECLARE_OWN_CONFLICT_WARNING, { confirmLabel: "Declare conflict" }))) return;
    const { conflict_type, reason } = formSchema.parse(values);
    setError(null);
    declare.mutate(
      { user_id: session.id, conflict_type, ...(reason ? { reason } : {}) },
      {
        onSuccess: (res) => {
          if (res.success) {
            notifySuccess(res.message);
            onClose();
          } else notifyWarning(res.message);
        },
        onError: (err) => {
          if (!applyServerFieldErrors(form, err)) setError(errorMessage(err));
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title="Declare conflict">
      <form onSubmit={submit} noValidate aria-label={`Declare a conflict with paper ${paper.paper_sequence}`}>
        <Stack gap="sm">
          <Text size="sm">
            You declare a conflict of interest with paper {paper.paper_sequence}. {paper.paper_title}.
          </Text>
          <NativeSelect label="Conflict type" required data={[{ value: "", label: "Choose a type" }, ...CONFLICT_TYPES]} {...form.getInputProps("conflict_type")} />
          <TextInput label="Reason" description="Optional; kept in the paper's history." maxLength={CONFLICT_REASON_MAX} {...form.getInputProps("reason")} />
          {error && (
            <Text size="sm" c="red.9" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onClose} disabled={declare.isPending}>
              Cancel
            </Button>
            <Button type="submit" size="xs" color="red" loading={declare.isPending}>
              Declare conflict
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
