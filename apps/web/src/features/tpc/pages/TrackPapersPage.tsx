import { useState } from "react";
import { Button, Center, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { PAPER_STATUS } from "@symposia/domain";
import { IconUsers } from "@tabler/icons-react";
import { useParams } from "react-router";
import { paths } from "../../../app/paths";
import { useConferenceShort } from "../../../lib/api/conferences";
import { EmptyState } from "../../../components/EmptyState";
import { ReviewingModelNote } from "../../../components/conflicts/ReviewingModelNote";
import { PaperAuthorNames } from "../../../components/PaperAuthorNames";
import { PageHeader } from "../../../components/PageHeader";
import { Pager } from "../../../components/Pager";
import { PaperStatusBadge } from "../../../components/PaperStatusBadge";
import type { Paper } from "@symposia/domain";
import { useTrack } from "../../../lib/api/tracks";
import { TRACK_PAPERS_PAGE_SIZE, useTrackPapers } from "../api/trackPapers";
import { ManageReviewersModal } from "../components/ManageReviewersModal";

const positive = (v: string | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);
/** Blocked or withdrawn papers offer no manage actions (spec part 2 §4). */
const isClosed = (p: Paper) => p.status === PAPER_STATUS.WITHDRAWN || p.status === PAPER_STATUS.BLOCKED;

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
          <Text size="sm" role="status" aria-label="Result counts">
            {data?.total ?? papers.length} {(data?.total ?? papers.length) === 1 ? "paper" : "papers"}
          </Text>
          <Table.ScrollContainer minWidth={800} maxHeight="75vh">
            <Table striped highlightOnHover verticalSpacing="xs" stickyHeader aria-label="Track papers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>PaperID</Table.Th>
                  <Table.Th>Paper Title</Table.Th>
                  <Table.Th>Authors</Table.Th>
                  <Table.Th>Reviewers</Table.Th>
                  <Table.Th>Is reviewed</Table.Th>
                  <Table.Th>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {papers.map((paper) => (
                  <Table.Tr key={paper.id} data-testid={`track-paper-${paper.paper_sequence}`}>
                    <Table.Td>{paper.paper_sequence}</Table.Td>
                    <Table.Td style={{ minWidth: 220 }}>
                      <Stack gap={2} align="flex-start">
                        <Text size="sm" fw={500}>
                          {paper.paper_title}
                        </Text>
                        {paper.status !== PAPER_STATUS.SUBMITTED && (
                          <PaperStatusBadge status={paper.status} label={paper.status_label} />
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <PaperAuthorNames authors={paper.paper_author_data} />
                    </Table.Td>
                    <Table.Td>
                      {paper.paper_reviewer_data.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          None
                        </Text>
                      ) : (
                        paper.paper_reviewer_data.map((r) => (
                          <Text size="sm" key={r.id}>
                            {`${r.first_name ?? ""} ${r.last_name ?? ""}`.trim() || "Reviewer"}
                          </Text>
                        ))
                      )}
                    </Table.Td>
                    <Table.Td aria-label={`${paper.reviewed_count} of ${paper.review_count} reviewed`}>
                      {paper.reviewed_count}/{paper.review_count}
                    </Table.Td>
                    <Table.Td>
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
