import { Suspense, lazy, useCallback, useMemo, useState } from "react";
import { Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { PAPER_PAGE_SIZES, PAPER_SEARCH_MIN } from "@symposia/domain";
import { ConflictsWithReviewsPanel } from "../../../components/conflicts/ConflictsWithReviewsPanel";
import type { PaperConflictsDialogProps } from "../../../components/conflicts/PaperConflictsDialog";
import { ReviewingModelNote } from "../../../components/conflicts/ReviewingModelNote";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { Pager } from "../../../components/Pager";
import { PerPageSelect } from "../../../components/PerPageSelect";
import { useConference, useConferenceShort } from "../../../lib/api/conferences";
import { useSession } from "../../../lib/auth/session";
import { useConferenceId } from "../../../lib/useConferenceId";
import { ALL_PAPERS_FIRST_QUERY, usePaperPage } from "../../../lib/api/papers";
import { useDiscussionSummary } from "../../../lib/api/discussion";
import { downloadPaper } from "../../../lib/api/papers";
import type { Paper } from "@symposia/domain";
import type { PaperListQuery } from "../../../lib/api/papers";
import { AuthorMailDialog } from "../components/AuthorMailDialog";
import { useSubmissionFields, useSubmissionFileSlots } from "../api/submissionFields";
import { type PaperRowHandlers, type PaperSort, PapersTable, type ScoreColumn } from "../components/PapersTable";
import { PaperListFilters, type PaperListFilterValues } from "../components/PaperListFilters";
import { useReviewForm } from "../../../lib/api/reviewForms";
import { useTopics } from "../../../lib/api/topics";
import { ReasonDialog } from "../components/ReasonDialog";
import { PaperSearchBox } from "../../../components/search/PaperSearchBox";
import { PaperTagsEditor } from "../../../components/search/PaperTagsEditor";
import { SavedSearchFilters } from "../../../components/search/SavedSearchFilters";
import { BulkTagResults } from "../../../components/search/BulkTagResults";
import { BulkActionMenu } from "../bulk/BulkActionMenu";
import { usePaperSearch } from "../../../lib/api/search";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { useRowSelection } from "../../../components/paperList/useRowSelection";
import { useListView } from "../../../components/paperList/useColumnChooser";
import { useListKeyboard } from "../../../components/paperList/useListKeyboard";
import { useLatest } from "../../../lib/useLatest";
import { ColumnChooser, ResultCounts, SelectionControls } from "../../../components/paperList/ListToolbar";
import { LoadingIndicator } from "../../../components/LoadingIndicator";

// The history timeline is loaded only when a chair opens it, and so are the dialogs with a form:
// their request schemas (and zod) are not built on every visit of the list.
const PaperHistoryDialog = lazy(() => import("../../audit/components/PaperHistoryDialog"));
const PaperConflictsDialog = lazy(() => import("../../../components/conflicts/PaperConflictsDialog"));
const FinalReviewDialog = lazy(() => import("../components/FinalReviewDialog"));

// The first list is the one app/routeData.ts starts loading with the page's code.
const { order_by: FIRST_ORDER, order_type: FIRST_DIRECTION, per_page: DEFAULT_PER_PAGE } = ALL_PAPERS_FIRST_QUERY;
// The Conflicts dialog also opens from the conflicts-with-reviews panel, which has no full Paper.
type Dialog =
  | { kind: "final" | "block" | "mail" | "history"; paper: Paper }
  | { kind: "conflicts"; paper: PaperConflictsDialogProps["paper"] }
  | null;

/** The server refuses a paper's history to its authors (a chair who wrote it is conflicted). */
const isAuthorOf = (paper: Paper, userId: number | undefined) =>
  userId !== undefined &&
  (paper.created_by === userId || (paper.paper_author_data ?? []).some((a) => a.user_id === userId));

export default function AllPapersPage() {
  const confId = useConferenceId();
  const session = useSession();
  const viewerId = session ? Number(session.id) : undefined;
  const short = useConferenceShort(confId);
  const conference = useConference(confId);
  const wanted = conference.data?.number_of_reviewers_per_paper;
  const reviewersWanted = typeof wanted === "number" && wanted > 0 ? wanted : undefined;
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<PaperSort>({ order_by: FIRST_ORDER, order_type: FIRST_DIRECTION });
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [filters, setFilters] = useState<PaperListFilterValues>({});

  // Only more than 2 characters search; fewer (or a cleared box) list everything again.
  const paramSearch = debounced.length >= PAPER_SEARCH_MIN ? debounced : "";
  const query: PaperListQuery = { param_search: paramSearch, ...sort, ...filters, per_page: perPage, page };
  // the search language's query lives in the URL (?q=); while there is one, the search answers the rows
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const setQ = useCallback(
    (next: string) => {
      setParams((p) => {
        const copy = new URLSearchParams(p);
        if (next) copy.set("q", next);
        else copy.delete("q");
        return copy;
      });
      setPage(1);
    },
    [setParams],
  );
  const list = usePaperPage(confId, q ? { ...query, page: 1, per_page: 1 } : query);
  const searched = usePaperSearch(
    confId,
    { q, order_by: sort.order_by, order_type: sort.order_type, per_page: perPage, page },
    q !== "",
  );
  const papers = q
    ? {
        papers: searched.data?.data ?? [],
        total: searched.data?.total ?? 0,
        onPage: searched.data?.data.length ?? 0,
        isLoading: searched.isLoading,
        isFetching: searched.isFetching,
        refetch: searched.refetch,
      }
    : list;
  // the plain list and the search both answer each row's tags (for the committee)
  const listView = useListView("all-papers", viewerId);
  const tableView = useMemo(
    () => ({ details: listView.view.details, shows: listView.shows }),
    [listView.view.details, listView.shows],
  );
  // "select all N results" stands for the search in the URL; the plain list's own search box and
  // filters are not a query the bulk call reads, so there it selects row by row only
  const plainNarrowed = paramSearch !== "" || Object.values(filters).some((v) => v !== undefined && v !== "");
  const selection = useRowSelection(q, papers.total);
  // The rows' order is read when a row is toggled, not when the rows render: a new answer (the
  // rest of the page arriving) leaves the rows' selection props as they were, so no row redraws.
  const rowOrder = useLatest(useMemo(() => papers.papers.map((p) => p.id), [papers.papers]));
  const { isSelected, toggle } = selection;
  const rowSelection = useMemo(
    () => ({ isSelected, onToggle: (paper: Paper, shift: boolean) => toggle(paper.id, shift, rowOrder.current) }),
    [isSelected, toggle, rowOrder],
  );
  const navigate = useNavigate();
  const keyboard = useListKeyboard({
    rows: papers.papers,
    onSelect: useCallback((paper: Paper) => toggle(paper.id, false, rowOrder.current), [toggle, rowOrder]),
    onOpen: useCallback((paper: Paper) => void navigate(paths.paperDiscussion(paper.id)), [navigate]),
  });

  const onSort = useCallback((column: PaperSort["order_by"]) => {
    // a score is read best first; the other columns start ascending
    const first = column.startsWith("score:") ? "desc" : "asc";
    setSort((s) => ({
      order_by: column,
      order_type: s.order_by === column ? (s.order_type === "asc" ? "desc" : "asc") : first,
    }));
    setPage(1);
  }, []);
  const topics = useTopics(confId);
  const reviewForm = useReviewForm(confId);
  // one average column per score field of the conference's form
  const scoreColumns = useMemo<ScoreColumn[]>(
    () =>
      (reviewForm.data?.fields ?? []).filter((f) => f.type === "score").map((f) => ({ key: f.key, label: f.label })),
    [reviewForm.data],
  );
  const discussion = useDiscussionSummary(confId);
  const fieldDefs = useSubmissionFields(confId);
  const filtersPending = topics.isPending || fieldDefs.isPending;
  const fileSlots = useSubmissionFileSlots(confId);
  const handlers = useMemo<PaperRowHandlers>(
    () => ({
      discussionOf: (paper) => discussion.data?.find((d) => d.paper_id === paper.id),
      onDownload: (paper) => void downloadPaper(paper),
      onFinalReview: (paper) => setDialog({ kind: "final", paper }),
      onBlock: (paper) => setDialog({ kind: "block", paper }),
      onMail: (paper) => setDialog({ kind: "mail", paper }),
      onHistory: (paper) => setDialog({ kind: "history", paper }),
      // All Papers' audience (SUPERCHAIR, ADMIN, OC) decides every paper it did not write
      showsHistory: (paper) => paper.actions.mail_authors && !isAuthorOf(paper, viewerId),
      onConflicts: (paper) => setDialog({ kind: "conflicts", paper }),
      showsConflicts: (paper) =>
        paper.actions.conflicts ?? (paper.actions.mail_authors && !isAuthorOf(paper, viewerId)),
      reviewersWanted,
      fieldDefs: fieldDefs.data,
      fileSlots: fileSlots.data,
      scoreColumns,
      tagsOf: (paper) =>
        confId !== null && paper.tags !== undefined ? (
          <PaperTagsEditor confId={confId} paperId={paper.id} tags={paper.tags} />
        ) : null,
    }),
    [viewerId, reviewersWanted, discussion.data, fieldDefs.data, fileSlots.data, scoreColumns, confId],
  );
  const close = useCallback(() => setDialog(null), []);

  if (confId === null) {
    return (
      <>
        <PageHeader title="All Papers" from="Conference" to="All Papers" back />
        <EmptyState message="No conference selected." />
      </>
    );
  }
  const data = papers.papers;
  // the chairs' view: the same flag that offers them the chair-side row actions
  const chairView = data.some((p) => p.actions.mail_authors);
  const title = short.data ? `${short.data.acronym_title} Papers` : "All Papers";

  return (
    <>
      <PageHeader title={title} from="Conference" to="All Papers" back />
      <Stack gap="md">
        <ReviewingModelNote confId={confId} />
        <ConflictsWithReviewsPanel
          confId={confId}
          enabled={chairView}
          onOpen={(row) =>
            setDialog({
              kind: "conflicts",
              paper: {
                id: row.paper_id,
                conf_id: confId,
                paper_sequence: row.paper_sequence,
                paper_title: row.paper_title,
              },
            })
          }
        />
        <PaperSearchBox value={q} onSearch={setQ} errors={searched.data?.errors} busy={searched.isFetching} />
        <SavedSearchFilters confId={confId} current={q} onPick={setQ} />
        {selection.target ? (
          // the bulk actions act on the selection: the rows picked, or every result of the query
          <Group gap="md" align="flex-end" wrap="wrap" key={JSON.stringify(selection.target)}>
            <BulkTagResults
              confId={confId}
              target={selection.target}
              count={selection.count}
              onDone={selection.clear}
            />
            <BulkActionMenu
              confId={confId}
              target={selection.target}
              count={selection.count}
              onDone={selection.clear}
            />
          </Group>
        ) : (
          q !== "" &&
          searched.data && (
            <Group gap="md" align="flex-end" wrap="wrap">
              <BulkTagResults confId={confId} target={{ q }} count={searched.data.total} />
              <BulkActionMenu confId={confId} target={{ q }} count={searched.data.total} />
            </Group>
          )
        )}
        {/* The filters and the list wait for the conference's topics and submission fields: a Topic
            or Submission field filter that appeared after the first paint moved the row's other
            controls while a person was reaching for them. */}
        {filtersPending ? (
          <LoadingIndicator label="Loading papers" />
        ) : (
          <>
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <TextInput
                label="Search papers"
                placeholder="Title, keywords, paper ID or author (3+ characters)"
                leftSection={<IconSearch size={16} aria-hidden />}
                rightSection={papers.isFetching ? <Loader size="xs" /> : null}
                value={search}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setPage(1);
                }}
                w={{ base: "100%", sm: 380 }}
              />
              <PaperListFilters
                topics={topics.data ?? []}
                fieldDefs={fieldDefs.data ?? []}
                value={filters}
                onChange={(next) => {
                  setFilters(next);
                  setPage(1);
                }}
              />
              <PerPageSelect
                sizes={PAPER_PAGE_SIZES}
                value={perPage}
                onChange={(size) => {
                  setPerPage(size);
                  setPage(1);
                }}
              />
            </Group>
            <Group justify="space-between" gap="xs">
              <Group gap="md">
                <ResultCounts total={papers.total} shown={papers.onPage} selected={selection.count} />
                <SelectionControls
                  selection={selection}
                  total={papers.total}
                  canSelectAll={q !== "" || !plainNarrowed}
                />
              </Group>
              <Group gap="xs">
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  j / k move · x selects · Enter opens
                </Text>
                <ColumnChooser
                  shows={listView.shows}
                  setShown={listView.setShown}
                  details={listView.view.details}
                  setDetails={listView.setDetails}
                />
              </Group>
            </Group>
            {papers.isLoading ? (
              <LoadingIndicator label="Loading papers" />
            ) : data.length === 0 ? (
              <EmptyState />
            ) : (
              <PapersTable
                papers={data}
                onPage={papers.onPage}
                sort={sort}
                onSort={onSort}
                handlers={handlers}
                view={tableView}
                selection={rowSelection}
                activeId={data[keyboard.active]?.id}
              />
            )}
            <Pager page={page} total={papers.total} perPage={perPage} onChange={setPage} />
          </>
        )}
      </Stack>
      {/* Each dialog is mounted while open only: mounted closed, each Modal still set up its portal
          and ids in the page's first commit, which a slow phone spends a long task in. */}
      {dialog?.kind === "block" && (
        <ReasonDialog confId={confId} status={30} opened paper={dialog.paper} onClose={close} />
      )}
      {dialog?.kind === "mail" && <AuthorMailDialog opened paper={dialog.paper} onClose={close} />}
      {dialog?.kind === "history" && (
        <Suspense fallback={null}>
          <PaperHistoryDialog paper={dialog.paper} opened onClose={close} />
        </Suspense>
      )}
      {dialog?.kind === "conflicts" && (
        <Suspense fallback={null}>
          <PaperConflictsDialog paper={dialog.paper} opened onClose={close} />
        </Suspense>
      )}
      {dialog?.kind === "final" && (
        <Suspense fallback={null}>
          <FinalReviewDialog paper={dialog.paper} opened onClose={close} onSaved={() => void papers.refetch()} />
        </Suspense>
      )}
    </>
  );
}
