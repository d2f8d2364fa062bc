import { useEffect, useState } from "react";
import type { DeclaredConflict, PaperConflict } from "@symposia/domain";
import { usePaperConflicts } from "../../lib/api/conflicts";

/** What the Submit / Edit Paper multipart carries about conflicts; an absent field is left unchanged. */
export interface ConflictFields {
  conflicts?: DeclaredConflict[];
  other_collaborators?: string;
}

/** The author's own declarations among a paper's conflicts (a chair's or a reviewer's are not theirs to resend). */
export const authorDeclarations = (conflicts: PaperConflict[]): DeclaredConflict[] =>
  conflicts.filter((c) => c.source === "author").map((c) => ({ user_id: c.user_id, conflict_type: c.conflict_type }));

/**
 * The state of the dialog's "Conflicts of interest" section. A new paper starts empty; an edit
 * starts from GET /paper/conflicts. Until those are read, an edit sends no `conflicts` field, so
 * a failed read can never wipe the earlier declarations; likewise `other_collaborators` is sent on
 * an edit only when the paper carried it or the author changed it.
 */
export function useConflictDeclarations(
  opened: boolean,
  paper: { id: number; other_collaborators?: string | null } | null | undefined,
) {
  const paperId = opened && paper ? paper.id : null;
  const own = usePaperConflicts(paperId, { handlesErrors: true });
  const [declared, setDeclared] = useState<DeclaredConflict[] | null>([]);
  const [otherCollaborators, setOtherCollaborators] = useState("");
  const [otherTouched, setOtherTouched] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setDeclared(paper ? null : []);
    setOtherCollaborators(paper?.other_collaborators ?? "");
    setOtherTouched(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened for another paper
  }, [opened, paper?.id]);

  const loaded = own.data;
  useEffect(() => {
    if (paperId !== null && loaded) setDeclared((current) => current ?? authorDeclarations(loaded));
  }, [paperId, loaded]);

  const fields = (): ConflictFields => ({
    conflicts: declared ?? undefined,
    other_collaborators:
      !paper || otherTouched || typeof paper.other_collaborators === "string" ? otherCollaborators : undefined,
  });

  return {
    declared: declared ?? [],
    setDeclared,
    /** an edit whose declarations are still loading (or could not be read) */
    loading: declared === null && own.isLoading,
    failed: declared === null && own.isError,
    otherCollaborators,
    setOtherCollaborators: (text: string) => {
      setOtherCollaborators(text);
      setOtherTouched(true);
    },
    fields,
  };
}
