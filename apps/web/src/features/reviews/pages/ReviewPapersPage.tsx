import { lazy, Suspense, useCallback, useState } from "react";
import { Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { useConference, useConferenceShort } from "../../../lib/api/conferences";
import { useConferenceId } from "../../../lib/useConferenceId";
import { downloadPaper } from "../../../lib/api/papers";
import { useReviewPapers } from "../api/reviewPapers";
import type { ReviewPaper } from "@symposia/domain";
import { OfflineReviewPanel } from "../components/OfflineReviewPanel";
import { ReviewPapersTable } from "../components/ReviewPapersTable";
import { SubmitReviewDialog } from "../components/SubmitReviewDialog";
import { SubreviewersDialog } from "../components/SubreviewersDialog";
import { reviewKeys } from "../api/keys";
import { ReviewPhaseNotice } from "../phase/ReviewPhaseNotice";
import { useSearchParams } from "react-router";
import { PaperSearchBox } from "../../../components/search/PaperSearchBox";
import { usePaperSearch } from "../../../lib/api/search";
import { LoadingIndicator } from "../../../components/LoadingIndicator";

// Loaded when a reviewer opens them: their request schemas (and zod) are not built on every visit.
const DeclareConflictDialog = lazy(() =>
  import("../components/DeclareConflictDialog").then((m) => ({ default: m.DeclareConflictDialog })),
);
const DeclineReviewDialog = lazy(() =>
  import("../phase/DeclineReviewDialog").then((m) => ({ default: m.DeclineReviewDialog })),
);

export default function ReviewPapersPage() {
  const confId = useConferenceId();
  const short = useConferenceShort(confId);
  const papers = useReviewPapers(confId);
  const conference = useConference(confId);
  const [reviewing, setReviewing] = useState<ReviewPaper | null>(null);
  const [declaring, setDeclaring] = useState<ReviewPaper | null>(null);
  const [declining, setDeclining] = useState<ReviewPaper | null>(null);
  const [subreviewing, setSubreviewing] = useState<ReviewPaper | null>(null);
  const qc = useQueryClient();
  const close = useCallback(() => setReviewing(null), []);
  // the same search language over the caller's own assigned papers; the query lives in the URL (?q=)
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const setQ = useCallback(
    (next: string) =>
      setParams((p) => {
        const copy = new URLSearchParams(p);
        if (next) copy.set("q", next);
        else copy.delete("q");
        return copy;
      }),
    [setParams],
  );
  const searched = usePaperSearch(
    confId,
    { q, order_by: "paper_sequence", order_type: "asc", per_page: 5000, page: 1, scope: "review" },
    q !== "",
  );

  if (confId === null) {
    return (
      <>
        <PageHeader title="Review Papers" from="Conference" to="Review Papers" back />
        <EmptyState message="No conference selected." />
      </>
    );
  }
  const all = papers.data?.data ?? [];
  const matching = q && searched.data ? new Set(searched.data.data.map((p) => p.id)) : null;
  const data = matching ? all.filter((p) => matching.has(p.id)) : all;
  const title = short.data ? `${short.data.acronym_title} Review Papers` : "Review Papers";
  return (
    <>
      <PageHeader title={title} from="Conference" to="Review Papers" back />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Reviews can be submitted, and updated, until the paper is decided, blocked or withdrawn, while reviewing is
          open.
        </Text>
        <ReviewPhaseNotice confId={confId} />
        {all.length > 0 && (
          <PaperSearchBox value={q} onSearch={setQ} errors={searched.data?.errors} busy={searched.isFetching} />
        )}
        {conference.data?.use_offline_review_forms === 1 && data.some((p) => p.my_review !== null) && (
          <OfflineReviewPanel confId={confId} papers={data} />
        )}
        {papers.isLoading ? (
          <LoadingIndicator label="Loading papers" />
        ) : data.length === 0 && papers.data?.assignments_hidden ? (
          <EmptyState message="The chairs have not released the review assignments yet. You will receive a mail listing your papers when they do." />
        ) : data.length === 0 ? (
          <EmptyState />
        ) : (
          <ReviewPapersTable
            papers={data}
            onDownload={(paper) => void downloadPaper(paper)}
            onReview={setReviewing}
            onDeclareConflict={setDeclaring}
            onDecline={setDeclining}
            onSubreviewers={conference.data?.use_subviewers === 1 ? setSubreviewing : undefined}
          />
        )}
      </Stack>
      {/* The spec reloads the page after a posted review; the list refreshes itself instead (useAddReview
          invalidates it), so nothing the reviewer opened or typed meanwhile is lost. */}
      <SubmitReviewDialog confId={confId} paper={reviewing} onClose={close} />
      <SubreviewersDialog
        paper={subreviewing}
        onClose={() => setSubreviewing(null)}
        onDecided={() => void qc.invalidateQueries({ queryKey: reviewKeys.papers(confId) })}
      />
      <Suspense fallback={null}>
        {declaring && <DeclareConflictDialog paper={declaring} onClose={() => setDeclaring(null)} />}
        {declining && <DeclineReviewDialog confId={confId} paper={declining} onClose={() => setDeclining(null)} />}
      </Suspense>
    </>
  );
}
