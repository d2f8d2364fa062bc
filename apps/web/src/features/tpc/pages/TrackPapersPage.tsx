import { useCallback, useEffect, useRef, useState } from "react";
import { Button, Center, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { PAPER_STATUS } from "@symposia/domain";
import { IconUsers } from "@tabler/icons-react";
import { useParams } from "react-router";
import { paths } from "../../../app/paths";
import { useConferenceShort } from "../../../lib/api/conferences";
import { EmptyState } from "../../../components/EmptyState";
import { ReviewingModelNote } from "../../../components/conflicts/ReviewingModelNote";
import { HIDDEN_AUTHORS_TEXT, PaperAuthorNames, authorLabelsOf } from "../../../components/PaperAuthorNames";
import { PageHeader } from "../../../components/PageHeader";
import { Pager } from "../../../components/Pager";
import { ColumnChooser, ResultCounts } from "../../../components/paperList/ListToolbar";
import list from "../../../components/paperList/PaperList.module.css";
import { useListView, type PaperColumnId } from "../../../components/paperList/useColumnChooser";
import { useListKeyboard } from "../../../components/paperList/useListKeyboard";
import { reviewerName } from "../../../components/paperList/reviewerName";
import phone from "../../../components/PhoneTable.module.css";
import { useSession } from "../../../lib/auth/session";
import { PaperStatusBadge } from "../../../components/PaperStatusBadge";
import type { Paper } from "@symposia/domain";
import { useTrack } from "../../../lib/api/tracks";
import { TRACK_PAPERS_PAGE_SIZE, useTrackPapers } from "../api/trackPapers";
import { ManageReviewersModal } from "../components/ManageReviewersModal";

const positive = (v: string | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);
/** Blocked or withdrawn papers offer no manage actions (spec part 2 §4). */
const isClosed = (p: Paper) => p.status === PAPER_STATUS.WITHDRAWN || p.status === PAPER_STATUS.BLOCKED;
/** The columns a chair may hide on Track Papers (the list's column chooser). */
const TRACK_COLUMNS: readonly { id: PaperColumnId; label: string }[] = [
  { id: "authors", label: "Authors" },
  { id: "reviewers", label: "Reviewers" },
  { id: "reviewed", label: "Is reviewed" },
];

/** Track Papers (/conference/trackPapers/:id/:trackid): one track's papers and their reviewers. */
export default function TrackPapersPage() {
  const params = useParams();
  const confId = positive(params.id);
  const trackId = positive(params.trackid);
  if (confId === null || trackId === null) {
    return (
      <>
        <PageHeader title="Track Papers" from="TPC Tracks" to="Track Papers" back />
        <EmptyState message="No track selected. Open All Papers from a track on the TPC Tracks screen." />
      </>
    );
  }
  return <TrackPapers confId={confId} trackId={trackId} />;
}

function TrackPapers({ confId, trackId }: { confId: number; trackId: number }) {
  const [page, setPage] = useState(1);
  const { data: short } = useConferenceShort(confId);
  const { data: track } = useTrack(trackId);
  const { data, isLoading } = useTrackPapers(trackId, page);
  const [managing, setManaging] = useState<number | null>(null);
  const papers = data?.data ?? [];
  // the open dialog follows the list, so it shows each change as soon as the list refreshes
  const managedPaper = papers.find((p) => p.id === managing) ?? null;
  const session = useSession();
  // the same view as All Papers: one line per paper unless details are asked for, columns remembered per user
  const { view, shows, setShown, setDetails } = useListView("track-papers", session?.id);
  // j / k move through the papers, Enter opens the current one's reviewers (no selection here: no x)
  const keyboard = useListKeyboard({
    rows: papers,
    onOpen: useCallback((paper: Paper) => !isClosed(paper) && setManaging(paper.id), []),
  });
  const activeId = papers[keyboard.active]?.id;
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    body.current?.querySelector<HTMLElement>("tr[data-active]")?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);
  const title = [short?.acronym_title, track?.track_name].filter(Boolean).join(" · ") || "Track Papers";

  return (
    <>
      <PageHeader title={title} from={{ label: "TPC Tracks", to: paths.tpcTracks(confId) }} to="Track Papers" back />
      <ReviewingModelNote confId={confId} />
      {isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : papers.length === 0 ? (
        <EmptyState message="No record found" />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <ResultCounts total={data?.total ?? papers.length} shown={papers.length} selected={0} />
            <ColumnChooser
              shows={shows}
              setShown={setShown}
              details={view.details}
              setDetails={setDetails}
              columns={TRACK_COLUMNS}
            />
          </Group>
          <Table.ScrollContainer minWidth={800} maxHeight="75vh" className={phone.container}>
            <Table
              striped
              highlightOnHover
              verticalSpacing={view.details ? "xs" : 4}
              stickyHeader
              aria-label="Track papers"
              className={phone.table}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>PaperID</Table.Th>
                  <Table.Th>Paper Title</Table.Th>
                  {shows("authors") && <Table.Th>Authors</Table.Th>}
                  {shows("reviewers") && <Table.Th>Reviewers</Table.Th>}
                  {shows("reviewed") && <Table.Th>Is reviewed</Table.Th>}
                  <Table.Th className={list.actions}>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody ref={body}>
                {papers.map((paper) => (
                  <Table.Tr
                    key={paper.id}
                    data-testid={`track-paper-${paper.paper_sequence}`}
                    className={list.row}
                    data-active={paper.id === activeId || undefined}
                    aria-current={paper.id === activeId || undefined}
                  >
                    <Table.Td data-label="PaperID">{paper.paper_sequence}</Table.Td>
                    <Table.Td data-label="Paper Title" style={{ minWidth: 220 }}>
                      <Group gap={6} wrap={view.details ? "wrap" : "nowrap"}>
                        <Text
                          size="sm"
                          fw={500}
                          className={view.details ? undefined : list.oneLine}
                          title={paper.paper_title}
                        >
                          {paper.paper_title}
                        </Text>
                        {paper.status !== PAPER_STATUS.SUBMITTED && (
                          <PaperStatusBadge status={paper.status} label={paper.status_label} />
                        )}
                      </Group>
                    </Table.Td>
                    {shows("authors") && (
                      <Table.Td data-label="Authors">
                        {view.details ? (
                          <PaperAuthorNames authors={paper.paper_author_data} />
                        ) : (
                          <Text
                            size="sm"
                            className={list.oneLine}
                            title={authorLabelsOf(paper.paper_author_data).join(", ")}
                          >
                            {authorLabelsOf(paper.paper_author_data).join(", ") || HIDDEN_AUTHORS_TEXT}
                          </Text>
                        )}
                      </Table.Td>
                    )}
                    {shows("reviewers") && (
                      <Table.Td data-label="Reviewers">
                        {paper.paper_reviewer_data.length === 0 ? (
                          <Text size="sm" c="dimmed">
                            None
                          </Text>
                        ) : view.details ? (
                          paper.paper_reviewer_data.map((r) => (
                            <Text size="sm" key={r.id}>
                              {reviewerName(r)}
                            </Text>
                          ))
                        ) : (
                          <Text size="sm" className={list.oneLine}>
                            {paper.paper_reviewer_data.map(reviewerName).join(", ")}
                          </Text>
                        )}
                      </Table.Td>
                    )}
                    {shows("reviewed") && (
                      <Table.Td
                        data-label="Is reviewed"
                        aria-label={`${paper.reviewed_count} of ${paper.review_count} reviewed`}
                      >
                        {paper.reviewed_count}/{paper.review_count}
                      </Table.Td>
                    )}
                    <Table.Td data-label="Action" className={list.actions}>
                      {!isClosed(paper) && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          leftSection={<IconUsers size={14} aria-hidden />}
                          onClick={() => setManaging(paper.id)}
                          aria-label={`Manage Reviewers of paper ${paper.paper_sequence}`}
                        >
                          Manage Reviewers
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {(data?.total ?? 0) > TRACK_PAPERS_PAGE_SIZE && (
            <Group justify="center">
              <Pager page={page} total={data?.total ?? 0} perPage={TRACK_PAPERS_PAGE_SIZE} onChange={setPage} />
            </Group>
          )}
        </Stack>
      )}
      <ManageReviewersModal confId={confId} trackId={trackId} paper={managedPaper} onClose={() => setManaging(null)} />
    </>
  );
}
