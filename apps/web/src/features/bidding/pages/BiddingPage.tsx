import { useCallback, useEffect, useMemo, useState } from "react";
import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { BiddingPaper } from "@symposia/domain";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { IconDownload } from "@tabler/icons-react";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { useConferenceShort } from "../../../lib/api/conferences";
import { formatDeadlineAt } from "../../../lib/deadlineText";
import { errorMessage } from "../../../lib/api/errors";
import { downloadPaper } from "../../../lib/api/papers";
import { useTopics } from "../../../lib/api/topics";
import { useConferenceId } from "../../../lib/useConferenceId";
import { type BiddingFilter, useBidding, usePlaceBid } from "../api/bidding";
import { BID_OPTIONS, BidButtons } from "../components/BidButtons";
import { LoadingIndicator } from "../../../components/LoadingIndicator";

const PER_PAGE = 25;

/** The abstract, three lines until the member opens it whole (in place: the list stays where it is). */
function AbstractText({ paperSequence, abstract }: { paperSequence: number; abstract: string }) {
  const [open, setOpen] = useState(false);
  const id = `bid-abstract-${paperSequence}`;
  return (
    <Stack gap={2} align="flex-start">
      <Text id={id} size="sm" lineClamp={open ? undefined : 3} style={{ whiteSpace: "pre-wrap" }}>
        {abstract}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? "Hide the full abstract" : "Show the full abstract"}
      </Button>
    </Stack>
  );
}

/**
 * Bidding: a TPC member works through the papers of their tracks, each with its whole
 * abstract and its file (GET /paper/file, open to the paper's bidders) in the list. Keyboard: j / k move
 * between papers, y / m / n bid, c declares a conflict, 0 clears.
 */
export default function BiddingPage() {
  const confId = useConferenceId();
  const short = useConferenceShort(confId);
  const topics = useTopics(confId);
  const [filter, setFilter] = useState<BiddingFilter>({
    search: "",
    topic_id: null,
    bid: "",
    page: 1,
    per_page: PER_PAGE,
  });
  const [searchText, setSearchText] = useState("");
  const [focused, setFocused] = useState(0);
  const bidding = useBidding(confId, filter);
  const place = usePlaceBid(confId ?? 0);
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  const page = bidding.data;
  const rows = useMemo(() => page?.data ?? [], [page]);

  // the search box applies after a pause, not on every key
  useEffect(() => {
    const timer = setTimeout(
      () => setFilter((f) => (f.search === searchText ? f : { ...f, search: searchText, page: 1 })),
      300,
    );
    return () => clearTimeout(timer);
  }, [searchText]);

  const bid = useCallback(
    (paper: BiddingPaper, value: string) => {
      place.mutate({ paperId: paper.id, bid: value }, { onError: (error) => show("danger", errorMessage(error)) });
    },
    [place, show],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const current = rows[focused];
      if (event.key === "j") setFocused((i) => Math.min(rows.length - 1, i + 1));
      else if (event.key === "k") setFocused((i) => Math.max(0, i - 1));
      else if (current && page?.open) {
        const option = BID_OPTIONS.find((o) => o.key === event.key);
        if (option) bid(current, option.value);
        else if (event.key === "c") bid(current, "conflict");
        else return;
      } else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [rows, focused, page?.open, bid]);

  useEffect(() => {
    document.getElementById(`bid-row-${rows[focused]?.id}`)?.scrollIntoView?.({ block: "nearest" });
  }, [focused, rows]);

  if (confId === null) {
    return (
      <>
        <PageHeader title="Bidding" from="Conference" to="Bidding" back />
        <EmptyState message="No conference selected." />
      </>
    );
  }
  const title = short.data ? `${short.data.acronym_title} Bidding` : "Bidding";
  // The progress, the deadline or why bidding is closed come with the first page of papers: shown
  // as they arrived, they pushed the keys, the filters and the list down. Later pages and filters
  // keep the page shown until their answer replaces it.
  if (!page && bidding.isLoading) {
    return (
      <>
        <PageHeader title={title} from="Conference" to="Bidding" back />
        <LoadingIndicator label="Loading papers" />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} from="Conference" to="Bidding" back />
      <Stack gap="md">
        <AlertMessage alert={alert} onClose={hide} />
        {page && (
          <Stack gap={4}>
            <Text size="sm" data-testid="bid-progress">
              {page.bid_count} of {page.paper_count} bid
            </Text>
            <Progress
              value={page.paper_count ? (100 * page.bid_count) / page.paper_count : 0}
              aria-label="Bidding progress"
            />
          </Stack>
        )}
        {page && !page.open && (
          <Alert color="yellow" title="Bidding is closed">
            {page.closed_reason}
          </Alert>
        )}
        {page?.open && page.bidding_deadline_at && (
          <Text size="sm" c="dimmed">
            Bidding closes at{" "}
            {formatDeadlineAt(
              page.bidding_deadline_at,
              short.data?.timezone_for_deadline,
              Date.now(),
              short.data?.date_format,
            )}
            .
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Keys: j / k next and previous paper, y yes, m maybe, n no, 0 clear, c declare a conflict (the paper then
          leaves your list). Papers on your topics come first.
        </Text>
        <Group gap="sm" align="flex-end">
          <TextInput
            label="Search"
            placeholder="Title, abstract, keywords, topics"
            value={searchText}
            onChange={(e) => setSearchText(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Select
            label="Topic"
            placeholder="All topics"
            clearable
            data={(topics.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={filter.topic_id === null ? null : String(filter.topic_id)}
            onChange={(v) => setFilter((f) => ({ ...f, topic_id: v ? Number(v) : null, page: 1 }))}
          />
          <Select
            label="Bid"
            data={[
              { value: "", label: "Any" },
              { value: "none", label: "Not bid yet" },
              { value: "yes", label: "Yes" },
              { value: "maybe", label: "Maybe" },
              { value: "no", label: "No" },
            ]}
            value={filter.bid}
            onChange={(v) => setFilter((f) => ({ ...f, bid: (v ?? "") as BiddingFilter["bid"], page: 1 }))}
            allowDeselect={false}
          />
        </Group>
        {bidding.isError ? (
          <Alert color="red">{errorMessage(bidding.error)}</Alert>
        ) : rows.length === 0 ? (
          <EmptyState message="No papers to bid on." />
        ) : (
          <Stack gap="xs" role="list" aria-label="Papers to bid on">
            {rows.map((paper, i) => (
              <Paper
                key={paper.id}
                id={`bid-row-${paper.id}`}
                role="listitem"
                aria-label={`Paper ${paper.paper_sequence}: ${paper.paper_title}`}
                withBorder
                p="sm"
                onClick={() => setFocused(i)}
                style={{ outline: i === focused ? "2px solid var(--mantine-color-indigo-5)" : undefined }}
                data-testid={`bid-row-${paper.paper_sequence}`}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Title order={5}>
                      {paper.paper_sequence}. {paper.paper_title}
                    </Title>
                    <Text size="xs" c="dimmed">
                      {paper.track_name}
                      {paper.keywords ? ` · ${paper.keywords}` : ""}
                      {paper.authors.length
                        ? ` · ${paper.authors.map((a) => `${a.first_name} ${a.last_name}`).join(", ")}`
                        : ""}
                    </Text>
                    <Group gap={4}>
                      {paper.topics.map((t) => (
                        <Badge key={t.id} size="sm" variant="light">
                          {t.name}
                        </Badge>
                      ))}
                      {paper.topic_matches > 0 && (
                        <Badge size="sm" color="teal">
                          Your topic
                        </Badge>
                      )}
                    </Group>
                    <AbstractText paperSequence={paper.paper_sequence} abstract={paper.abstract} />
                  </Stack>
                  <Stack gap={4} align="flex-end">
                    <Button
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconDownload size={14} aria-hidden />}
                      aria-label={`PDF of paper ${paper.paper_sequence}`}
                      onClick={() => void downloadPaper(paper)}
                    >
                      PDF
                    </Button>
                    <BidButtons
                      paperTitle={paper.paper_title}
                      bid={paper.bid}
                      disabled={!page?.open || place.isPending}
                      onBid={(v) => bid(paper, v)}
                    />
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      disabled={!page?.open}
                      onClick={() => bid(paper, "conflict")}
                    >
                      Declare conflict
                    </Button>
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {page && page.total > PER_PAGE && (
          <Pagination
            total={Math.ceil(page.total / PER_PAGE)}
            value={filter.page}
            onChange={(p) => setFilter((f) => ({ ...f, page: p }))}
          />
        )}
      </Stack>
    </>
  );
}
