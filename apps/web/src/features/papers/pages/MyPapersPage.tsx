import { useCallback, useState } from "react";
import { Alert, Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { paperStatusAllowsAuthorChanges, paperStatusAllowsWithdraw } from "@symposia/domain";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { useConferenceShort } from "../../../lib/api/conferences";
import { useConferenceId } from "../../../lib/useConferenceId";
import { usePaperList } from "../../../lib/api/papers";
import { downloadPaper } from "../../../lib/api/papers";
import type { Paper } from "@symposia/domain";
import type { PaperListQuery } from "../../../lib/api/papers";
import { AuthorsDialog } from "../components/AuthorsDialog";
import { CameraReadyDialog } from "../components/CameraReadyDialog";
import { CoAuthorRequests } from "../components/CoAuthorRequests";
import { useCoAuthorRequests } from "../api/coAuthorRequests";
import { useShownOnce } from "../../../lib/useShownOnce";
import { PaperCard } from "../components/PaperCard";
import { PaperFormDialog } from "../components/PaperFormDialog";
import { useSubmissionFields, useSubmissionFileSlots } from "../api/submissionFields";
import { ReasonDialog } from "../components/ReasonDialog";
import { isBeforeDeadline, useNow } from "../deadline";
import { submissionDeadlineText } from "../../../lib/deadlineText";
import { SubmissionStatus } from "../../../components/SubmissionStatus";
import { LoadingIndicator } from "../../../components/LoadingIndicator";

// My Papers fetches 5000 per page (spec part 2 §9), the caller's own papers only.
const MY_PAPERS_QUERY: PaperListQuery = {
  created_by: true,
  per_page: 5000,
  page: 1,
  order_by: "paper_sequence",
  order_type: "asc",
};

type Dialog = { kind: "submit" } | { kind: "edit" | "authors" | "withdraw" | "final"; paperId: number } | null;

export default function MyPapersPage() {
  const confId = useConferenceId();
  const short = useConferenceShort(confId);
  const papers = usePaperList(confId, MY_PAPERS_QUERY);
  const fieldDefs = useSubmissionFields(confId);
  const fileSlots = useSubmissionFileSlots(confId);
  // read here too (the panel's own query), so the screen shows once the requests are in
  const coAuthorRequests = useCoAuthorRequests();
  const firstShown = useShownOnce([short, papers, coAuthorRequests].every((query) => !query.isLoading));
  const now = useNow();
  const [dialog, setDialog] = useState<Dialog>(null);
  // the server's submission window (registration, files); the clock check stays as the spec's gating
  const submission = short.data?.submission;
  const open = isBeforeDeadline(short.data, now);
  const canRegister = open && (submission?.registration_open ?? true);

  const onEdit = useCallback((p: Paper) => setDialog({ kind: "edit", paperId: p.id }), []);
  const onAuthors = useCallback((p: Paper) => setDialog({ kind: "authors", paperId: p.id }), []);
  const onWithdraw = useCallback((p: Paper) => setDialog({ kind: "withdraw", paperId: p.id }), []);
  const onFinalVersion = useCallback((p: Paper) => setDialog({ kind: "final", paperId: p.id }), []);
  const onDownload = useCallback((p: Paper) => void downloadPaper(p), []);
  const close = useCallback(() => setDialog(null), []);

  if (confId === null) {
    return (
      <>
        <PageHeader title="My Papers" from="Conference" to="My Papers" back />
        <EmptyState message="No conference selected." />
      </>
    );
  }

  const loadingFirst = !firstShown;
  const list = papers.data?.data ?? [];
  // The dialogs read the paper from the list, so they show it as refreshed after each change.
  const current = dialog && dialog.kind !== "submit" ? (list.find((p) => p.id === dialog.paperId) ?? null) : null;
  const title = short.data ? `${short.data.acronym_title} My Papers` : "My Papers";

  return (
    <>
      <PageHeader
        title={title}
        from="Conference"
        to="My Papers"
        back
        actions={
          canRegister ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: "submit" })}>
              Submit Paper
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        {/* the deadline, the submission state and the co-authors' requests above the list show
            with it, not after it: each moved the list down as it came */}
        {loadingFirst && <LoadingIndicator label="Loading the conference" />}
        {!loadingFirst && short.data && (
          <Text size="sm" c="dimmed">
            {short.data.last_submission_date
              ? `Last submission date: ${submissionDeadlineText(short.data, now)}`
              : "This conference has no submission deadline."}
          </Text>
        )}
        {!loadingFirst && short.data && (
          <SubmissionStatus state={submission} now={now} dateFormat={short.data.date_format} />
        )}
        {!loadingFirst && short.isError && <Alert color="yellow">Submissions are not open for this conference.</Alert>}
        {!loadingFirst && <CoAuthorRequests />}
        {loadingFirst ? null : papers.isLoading ? (
          <LoadingIndicator label="Loading papers" />
        ) : list.length === 0 ? (
          <EmptyState message="You have not submitted any paper to this conference yet." />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {list.map((paper) => (
              <PaperCard
                key={paper.id}
                paper={paper}
                // The spec's gating, checked against the clock; the server's own verdict as well.
                canEdit={open && paperStatusAllowsAuthorChanges(paper.status) && paper.actions.edit}
                canWithdraw={open && paperStatusAllowsWithdraw(paper.status) && paper.actions.withdraw}
                onEdit={onEdit}
                onAuthors={onAuthors}
                onWithdraw={onWithdraw}
                onDownload={onDownload}
                onFinalVersion={onFinalVersion}
                fieldDefs={fieldDefs.data}
                fileSlots={fileSlots.data}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <PaperFormDialog confId={confId} opened={dialog?.kind === "submit"} onClose={close} />
      <PaperFormDialog confId={confId} opened={dialog?.kind === "edit" && !!current} onClose={close} paper={current} />
      <AuthorsDialog
        confId={confId}
        opened={dialog?.kind === "authors" && !!current}
        onClose={close}
        paper={current}
        canChangeAuthors={!!current && open && paperStatusAllowsAuthorChanges(current.status) && current.actions.edit}
      />
      <ReasonDialog
        confId={confId}
        opened={dialog?.kind === "withdraw" && !!current}
        onClose={close}
        paper={current}
        status={25}
      />
      <CameraReadyDialog opened={dialog?.kind === "final" && !!current} onClose={close} paper={current} />
    </>
  );
}
