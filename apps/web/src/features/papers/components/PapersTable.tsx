import { type MouseEvent, type ReactNode, memo, useEffect, useRef } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { HIDDEN_AUTHORS_TEXT, PaperAuthorNames, authorLabelsOf } from "../../../components/PaperAuthorNames";
import { SortableHeader } from "../../../components/SortableHeader";
import { paperAcceptsReviews } from "@symposia/domain";
import type {
  DiscussionSummaryItem,
  Paper,
  PaperSortColumn,
  SubmissionField,
  SubmissionFileSlot,
} from "@symposia/domain";
import { DiscussionBadges } from "../../../components/DiscussionBadges";
import { PaperStatusBadge, WholeBadge } from "../../../components/PaperStatusBadge";
import { MoreRows } from "../../../components/MoreRows";
import { ExtraFileLinks } from "./ExtraFileLinks";
import { SubmissionFieldAnswers } from "./SubmissionFieldAnswers";
import { useDeferredRows, useRowsOnDemand } from "../../../lib/useRowsOnDemand";
import phone from "../../../components/PhoneTable.module.css";
import type { PaperColumnId } from "../../../components/paperList/useColumnChooser";
import list from "../../../components/paperList/PaperList.module.css";
import { reviewerName } from "../../../components/paperList/reviewerName";

export type PaperSort = { order_by: PaperSortColumn; order_type: "asc" | "desc" };

/** A score field of the conference's review form: one average column each. */
export interface ScoreColumn {
  key: string;
  label: string;
}

export interface PaperRowHandlers {
  onDownload: (paper: Paper) => void;
  onFinalReview: (paper: Paper) => void;
  onBlock: (paper: Paper) => void;
  onMail: (paper: Paper) => void;
  /** History (the paper's audit trail): only where the caller may read it */
  onHistory?: (paper: Paper) => void;
  showsHistory?: (paper: Paper) => boolean;
  /** Conflicts (declared, detected, suggested): only where the caller may manage them */
  onConflicts?: (paper: Paper) => void;
  showsConflicts?: (paper: Paper) => boolean;
  /** the conference's Number of Reviewers per Paper: a paper under review with fewer shows as short */
  reviewersWanted?: number;
  /** the paper's discussion flags (All Papers, chairs) */
  discussionOf?: (paper: Paper) => DiscussionSummaryItem | undefined;
  /** the conference's extra submission fields, to label each paper's answers */
  fieldDefs?: readonly SubmissionField[];
  /** the extra file slots, to label each paper's files */
  fileSlots?: readonly SubmissionFileSlot[];
  /** the form's score fields, one average column each */
  scoreColumns?: readonly ScoreColumn[];
  /** the paper's tags (search results carry them), shown and edited under the title */
  tagsOf?: (paper: Paper) => ReactNode;
}

/** How the rows are drawn: one line each (compact) or with details, and which optional columns show. */
export interface PaperListView {
  details: boolean;
  shows: (id: PaperColumnId) => boolean;
}
const FULL_VIEW: PaperListView = { details: true, shows: () => true };

/** Rows that can be selected (click, shift-click for a range) for the bulk actions. */
export interface PaperRowSelection {
  isSelected: (id: number) => boolean;
  onToggle: (paper: Paper, shift: boolean) => void;
}

/** One line of names, each its own text, with commas between them. */
function NameLine({ names, empty }: { names: string[]; empty: string }) {
  if (names.length === 0)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {empty}
      </Text>
    );
  return (
    <div className={list.oneLine} title={names.join(", ")}>
      {names.map((name, i) => (
        <Text component="span" size="sm" key={i}>
          {i > 0 ? ", " : ""}
          {name}
        </Text>
      ))}
    </div>
  );
}

/** The title cell: the title and its marks on one line, or stacked with the paper's details. */
function TitleBox({ details, children }: { details: boolean; children: ReactNode }) {
  return details ? (
    <Stack gap={2} align="flex-start">
      {children}
    </Stack>
  ) : (
    <Group gap={6} wrap="nowrap" align="center">
      {children}
    </Group>
  );
}

/** An accepted paper's camera-ready state. */
function CameraReadyBadge({ state }: { state: "uploaded" | "missing" }) {
  return (
    // explicit dark text: the tinted text on the tinted background was below 4.5:1 on striped rows
    <WholeBadge
      size="xs"
      variant="light"
      color={state === "uploaded" ? "teal" : "red"}
      c={state === "uploaded" ? "#05553d" : "#8f1a1a"}
    >
      {state === "uploaded" ? "Final version uploaded" : "Final version missing"}
    </WholeBadge>
  );
}

/**
 * One row. Memoised on the paper object: the query cache keeps unchanged rows' objects between
 * fetches (structural sharing), so a refresh or a dialog re-renders only the rows that changed.
 */
const PaperRow = memo(function PaperRow({
  paper,
  handlers,
  rowIndex,
  view,
  selection,
  selected,
  active,
}: {
  paper: Paper;
  handlers: PaperRowHandlers;
  rowIndex: number;
  view: PaperListView;
  selection?: PaperRowSelection;
  selected: boolean;
  active: boolean;
}) {
  // Final Review and Block Paper only when a file is uploaded (spec), and not on withdrawn/blocked papers.
  const finalReview = paper.has_file && paper.actions.final_review;
  const block = paper.has_file && paper.actions.block;
  return (
    <Table.Tr
      aria-rowindex={rowIndex}
      aria-selected={selection ? selected : undefined}
      data-active={active || undefined}
      className={list.row}
    >
      {selection && (
        <Table.Td data-label="Select">
          <Checkbox
            size="xs"
            aria-label={`Select paper ${paper.paper_sequence}`}
            checked={selected}
            // the click carries the shift key; onChange alone would not say
            onChange={() => {}}
            onClick={(e: MouseEvent<HTMLInputElement>) => selection.onToggle(paper, e.shiftKey)}
          />
        </Table.Td>
      )}
      <Table.Td data-label="PaperID">{paper.paper_sequence}</Table.Td>
      {view.shows("download") && (
        <Table.Td data-label="Download">
          {paper.has_file ? (
            <ActionIcon
              variant="subtle"
              aria-label={`Download paper ${paper.paper_sequence}`}
              onClick={() => handlers.onDownload(paper)}
            >
              <IconDownload size={16} aria-hidden />
            </ActionIcon>
          ) : (
            <Text size="xs" c="dimmed">
              No file
            </Text>
          )}
        </Table.Td>
      )}
      <Table.Td data-label="Paper Title" style={{ minWidth: 180 }}>
        <TitleBox details={view.details}>
          <Text size="sm" fw={500} className={view.details ? undefined : list.oneLine} title={paper.paper_title}>
            {paper.paper_title}
          </Text>
          {paper.status !== 0 && <PaperStatusBadge status={paper.status} label={paper.status_label} />}
          {/* a conflict declared on a reviewer after their review: the chairs decide */}
          {paper.conflict_with_review && (
            <WholeBadge size="xs" color="red" variant="filled">
              Reviewer conflict
            </WholeBadge>
          )}
          {paper.camera_ready && <CameraReadyBadge state={paper.camera_ready} />}
          {view.shows("tags") && handlers.tagsOf?.(paper)}
          {view.details && paper.topics && paper.topics.length > 0 && (
            <Group gap={4} aria-label="Topics">
              {paper.topics.map((topic) => (
                <Badge key={topic.id} size="xs" variant="outline" color="gray.7" tt="none">
                  {topic.name}
                </Badge>
              ))}
            </Group>
          )}
          {view.details && <SubmissionFieldAnswers defs={handlers.fieldDefs} values={paper.fields} />}
          {view.details && <ExtraFileLinks paper={paper} slots={handlers.fileSlots} />}
        </TitleBox>
      </Table.Td>
      {view.shows("authors") && (
        <Table.Td data-label="Authors" style={{ minWidth: 130 }}>
          {view.details ? (
            <PaperAuthorNames authors={paper.paper_author_data} />
          ) : (
            <NameLine names={authorLabelsOf(paper.paper_author_data)} empty={HIDDEN_AUTHORS_TEXT} />
          )}
        </Table.Td>
      )}
      {view.shows("track") && <Table.Td data-label="Track">{paper.track_name}</Table.Td>}
      {view.shows("reviewers") && (
        <Table.Td data-label="Reviewers" style={{ minWidth: 110 }}>
          {!view.details ? (
            <NameLine names={paper.paper_reviewer_data.map(reviewerName)} empty="None" />
          ) : paper.paper_reviewer_data.length === 0 ? (
            <Text size="sm" c="dimmed">
              None
            </Text>
          ) : (
            paper.paper_reviewer_data.map((r) => (
              <Text size="sm" key={r.id}>
                {reviewerName(r)}
              </Text>
            ))
          )}
        </Table.Td>
      )}
      {view.shows("reviewed") && (
        <Table.Td data-label="Is reviewed" aria-label={`${paper.reviewed_count} of ${paper.review_count} reviewed`}>
          {paper.reviewed_count}/{paper.review_count}
          {handlers.reviewersWanted !== undefined &&
            paper.review_count < handlers.reviewersWanted &&
            paperAcceptsReviews(paper.status) && (
              <Text size="xs" c="red.9">
                Short of {handlers.reviewersWanted - paper.review_count} reviewer
                {handlers.reviewersWanted - paper.review_count === 1 ? "" : "s"}
              </Text>
            )}
          {/* reviews first submitted after the soft review deadline */}
          {(paper.late_review_count ?? 0) > 0 && (
            <Badge size="xs" color="red.9" variant="light" tt="none">
              {paper.late_review_count} late
            </Badge>
          )}
        </Table.Td>
      )}
      {view.shows("scores") &&
        handlers.scoreColumns?.map((column) => {
          const value = paper.score_averages?.[column.key];
          return (
            <Table.Td
              data-label={column.label}
              key={column.key}
              aria-label={
                value === undefined ? `${column.label}: no scores` : `${column.label}: average ${value.toFixed(2)}`
              }
            >
              {value === undefined ? (
                <Text size="sm" c="dimmed">
                  –
                </Text>
              ) : (
                value.toFixed(2)
              )}
            </Table.Td>
          );
        })}
      <Table.Td data-label="Action" className={list.actions}>
        {/* side by side in a narrow column kept at the right edge, so it is in sight at 1366 px */}
        <Group gap={4} align="flex-start" className={list.actionGroup}>
          {finalReview && (
            <Button size="compact-xs" variant="light" onClick={() => handlers.onFinalReview(paper)}>
              Final Review
            </Button>
          )}
          {handlers.discussionOf?.(paper) && <DiscussionBadges item={handlers.discussionOf(paper)!} />}
          {finalReview && (
            <Button
              size="compact-xs"
              variant="subtle"
              component={Link}
              to={paths.paperDiscussion(paper.id)}
              aria-label={`Discussion of paper ${paper.paper_sequence}`}
            >
              Discussion
            </Button>
          )}
          {block && (
            <Button size="compact-xs" variant="light" color="red" onClick={() => handlers.onBlock(paper)}>
              Block Paper
            </Button>
          )}
          {paper.actions.mail_authors && (
            <Button size="compact-xs" variant="light" color="gray" onClick={() => handlers.onMail(paper)}>
              Send Mail to author
            </Button>
          )}
          {handlers.onHistory && handlers.showsHistory?.(paper) && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => handlers.onHistory?.(paper)}
              aria-label={`History of paper ${paper.paper_sequence}`}
            >
              History
            </Button>
          )}
          {handlers.onConflicts && handlers.showsConflicts?.(paper) && (
            <Button
              size="compact-xs"
              variant="light"
              color="indigo"
              onClick={() => handlers.onConflicts?.(paper)}
              aria-label={`Conflicts of paper ${paper.paper_sequence}`}
            >
              Conflicts
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

export interface PapersTableProps {
  papers: Paper[];
  /** how many papers the page holds once whole, when `papers` is only its first part (usePaperPage) */
  onPage?: number;
  sort: PaperSort;
  onSort: (column: PaperSort["order_by"]) => void;
  handlers: PaperRowHandlers;
  /** compact rows and the columns shown (All Papers' view menu); every column with details otherwise */
  view?: PaperListView;
  selection?: PaperRowSelection;
  /** the current row of the keyboard navigation (j / k), by paper id */
  activeId?: number;
}

/**
 * Memoised: All Papers re-renders on each of its queries' answers, the search box and every dialog
 * opened or closed; with the same papers, sort and handlers the table (its scroll area, header and
 * rows) is left as it is.
 */
export const PapersTable = memo(function PapersTable({
  papers,
  onPage,
  sort,
  onSort,
  handlers,
  view = FULL_VIEW,
  selection,
  activeId,
}: PapersTableProps) {
  const count = Math.max(onPage ?? 0, papers.length);
  const direction = (column: PaperSort["order_by"]) => (sort.order_by === column ? sort.order_type : null);
  // 500 rows at once blocked the main thread for seconds: render them as the reader goes.
  const rows = useRowsOnDemand(count);
  const deferred = useDeferredRows(papers);
  const body = useRef<HTMLTableSectionElement>(null);
  // the keyboard's current row stays in sight
  useEffect(() => {
    const row = body.current?.querySelector<HTMLElement>("tr[data-active]");
    row?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);
  const allSelected = selection !== undefined && papers.length > 0 && papers.every((p) => selection.isSelected(p.id));
  // Below 900 px the table scrolls sideways (the title column wraps first); it scrolls within 75 % of
  // the window, so both scrollbars stay in sight, always shown, even with 500 rows. On a phone the
  // rows become blocks of labelled lines (PhoneTable.module.css), the actions on screen.
  return (
    <>
      <Table.ScrollContainer
        minWidth={(view.details ? 900 : 1000) + (view.shows("scores") ? (handlers.scoreColumns?.length ?? 0) * 80 : 0)}
        maxHeight="75vh"
        scrollAreaProps={{ type: "always" }}
        style={deferred.pendingStyle}
        className={phone.container}
      >
        <Table
          className={phone.table}
          striped
          highlightOnHover
          verticalSpacing="xs"
          stickyHeader
          aria-label="All papers"
          aria-rowcount={count + 1}
        >
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
              {selection && (
                <Table.Th>
                  <Checkbox
                    size="xs"
                    aria-label="Select the papers on this page"
                    checked={allSelected}
                    onChange={() => {}}
                    onClick={() => {
                      for (const p of papers)
                        if (selection.isSelected(p.id) === allSelected) selection.onToggle(p, false);
                    }}
                  />
                </Table.Th>
              )}
              <SortableHeader
                label="PaperID"
                direction={direction("paper_sequence")}
                onSort={() => onSort("paper_sequence")}
              />
              {view.shows("download") && <Table.Th>Download</Table.Th>}
              <SortableHeader
                label="Paper Title"
                direction={direction("paper_title")}
                onSort={() => onSort("paper_title")}
              />
              {view.shows("authors") && <Table.Th>Authors</Table.Th>}
              {view.shows("track") && <Table.Th>Track</Table.Th>}
              {view.shows("reviewers") && <Table.Th>Reviewers</Table.Th>}
              {view.shows("reviewed") && <Table.Th>Is reviewed</Table.Th>}
              {view.shows("scores") &&
                handlers.scoreColumns?.map((column) => (
                  <SortableHeader
                    key={column.key}
                    label={column.label}
                    direction={direction(`score:${column.key}`)}
                    onSort={() => onSort(`score:${column.key}`)}
                  />
                ))}
              <Table.Th className={list.actions}>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={body}>
            {deferred.rows.slice(0, rows.shown).map((paper, i) => (
              <PaperRow
                key={paper.id}
                paper={paper}
                handlers={handlers}
                rowIndex={i + 2}
                view={view}
                selection={selection}
                selected={selection?.isSelected(paper.id) ?? false}
                active={paper.id === activeId}
              />
            ))}
          </Table.Tbody>
        </Table>
        {/* only once the rows are in: an empty table would pull the next slice at once */}
        <div ref={deferred.pending ? undefined : rows.sentinelRef} />
      </Table.ScrollContainer>
      <MoreRows shown={Math.min(rows.shown, papers.length)} total={count} noun="papers" onShowAll={rows.showAll} />
    </>
  );
});
