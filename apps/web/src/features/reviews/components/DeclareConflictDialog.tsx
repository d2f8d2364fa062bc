import { NativeSelect, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { CONFLICT_REASON_MAX, CONFLICT_TYPES, conflictDeclareSchema } from "@symposia/domain";
import type { ReviewPaper } from "@symposia/domain";
import { ReasonFormDialog, useReasonFormOutcome } from "../../../components/ReasonFormDialog";
import { useConfirm } from "../../../components/useConfirm";
import { useDeclareConflict } from "../../../lib/api/conflicts";
import { useSession } from "../../../lib/auth/session";

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
  const form = useForm({
    initialValues: { conflict_type: "", reason: "" },
    validate: schemaResolver(formSchema, { sync: true }),
  });
  const outcome = useReasonFormOutcome(form, onClose);

  const submit = form.onSubmit(async (values) => {
    if (!session) return;
    if (!(await confirm(DECLARE_OWN_CONFLICT_WARNING, { confirmLabel: "Declare conflict" }))) return;
    const { conflict_type, reason } = formSchema.parse(values);
    outcome.clearError();
    declare.mutate(
      { user_id: session.id, conflict_type, ...(reason ? { reason } : {}) },
      { onSuccess: outcome.onSuccess, onError: outcome.onError },
    );
  });

  return (
    <ReasonFormDialog
      title="Declare conflict"
      formLabel={`Declare a conflict with paper ${paper.paper_sequence}`}
      intro={`You declare a conflict of interest with paper ${paper.paper_sequence}. ${paper.paper_title}.`}
      submitLabel="Declare conflict"
      pending={declare.isPending}
      error={outcome.error}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <NativeSelect
        label="Conflict type"
        required
        data={[{ value: "", label: "Choose a type" }, ...CONFLICT_TYPES]}
        {...form.getInputProps("conflict_type")}
      />
      <TextInput
        label="Reason"
        description="Optional; kept in the paper's history."
        maxLength={CONFLICT_REASON_MAX}
        {...form.getInputProps("reason")}
      />
    </ReasonFormDialog>
  );
}
