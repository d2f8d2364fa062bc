import { Suspense, lazy, useCallback, useState } from "react";
import { Button, Group, Stack, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { IconBellRinging, IconFileSpreadsheet, IconMailForward } from "@tabler/icons-react";
import { REPORT_FILTER, REPORT_FILTERS } from "@symposia/domain";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { Pager } from "../../../components/Pager";
import { PerPageSelect } from "../../../components/PerPageSelect";
import { useConferenceShort } from "../../../lib/api/conferences";
import { useConferenceId } from "../../../lib/useConferenceId";
import { useShownOnce } from "../../../lib/useShownOnce";
import { usePaperList } from "../../../lib/api/papers";
import type { Paper } from "@symposia/domain";
import { downloadReportCsv, useReportCounts } from "../api/reports";
import { reportKeys } from "../../../lib/api/reports";
import { useDecisions, useReviewForm } from "../../../lib/api/reviewForms";
import { reportFilters } from "../../../lib/decisionLabels";
import { BulkNotificationDialog } from "../components/BulkNotificationDialog";
import { MailDeliveryPanel } from "../components/MailDeliveryPanel";
import { NotificationJobProgress } from "../components/NotificationJobProgress";
import { MissingPaperMailDialog } from "../components/MissingPaperMailDialog";
import { ReportFilters } from "../components/ReportFilters";
import { ReportsTable } from "../components/ReportsTable";
import { CameraReadyPanel } from "../components/CameraReadyPanel";
import { useCameraReadyStatus } from "../api/cameraReady";
import { useMailDelivery } from "../api/mailDelivery";
import { ReviewReminderDialog } from "../../../components/reviewReminder/ReviewReminderDialog";
import { ResponseMailDialog } from "../components/ResponseMailDialog";
import { SendNotificationDialog } from "../components/SendNotificationDialog";
import { LoadingIndicator } from "../../../components/LoadingIndicator";

// recharts is heavy: the charts load only once the Reports page shows them.
const ReportCharts = lazy(() => import("../components/ReportCharts"));

/** Reports page sizes (spec part 2 §9): 50, 100, 200, 500, 1000; 50 by default. */
export const REPORT_PAGE_SIZES = [50, 100, 200, 500, 1000] as const;
const DEFAULT_PER_PAGE = 50;

export default function ReportsPage() {
  const confId = useConferenceId();
  const reviewForm = useReviewForm(confId ?? null);
  const short = useConferenceShort(confId);
  const decisions = useDecisions(confId ?? null);
  const qc = useQueryClient();
  const [status, setStatus] = useState<number>(REPORT_FILTERS[0].value);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const [page, setPage] = useState(1);
  const [notifying, setNotifying] = useState<Paper | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [remindOpen, setRemindOpen] = useState(false);
  const [responseMailOpen, setResponseMailOpen] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const [missingMailOpen, setMissingMailOpen] = useState(false);

  const counts = useReportCounts(confId);
  // read here too (the same queries as the panels') so that the first screen waits for them
  const cameraReady = useCameraReadyStatus(confId);
  const mailDelivery = useMailDelivery(confId);
  const papers = usePaperList(confId, {
    order_by: "paper_sequence",
    order_type: "asc",
    per_page: perPage,
    page,
    status,
  });
  const closeNotify = useCallback(() => setNotifying(null), []);
  const refreshReports = useCallback(() => {
    if (confId !== null) void qc.invalidateQueries({ queryKey: reportKeys.conference(confId) });
  }, [qc, confId]);

  // The screen shows once what it opens with is in (the filters' counts, the first page of papers,
  // the mail deliveries and camera-ready figures): each part drawn as its answer came moved
  // the parts below it, several times, while the chair was reading them. Later pages of the table
  // load in place. The charts come last and below everything, so their arrival moves nothing.
  const firstScreen = useShownOnce(
    [counts, decisions, reviewForm, papers, cameraReady, mailDelivery].every((query) => !query.isLoading),
  );
  const title = short.data ? `${short.data.acronym_title} Reports` : "Reports";

  if (confId === null) {
    return (
      <>
        <PageHeader title="Reports" from="Conference" to="Reports" back />
        <EmptyState message="No conference selected." />
      </>
    );
  }
  if (!firstScreen) {
    return (
      <>
        <PageHeader title={title} from="Conference" to="Reports" back />
        <LoadingIndicator label="Loading reports" />
      </>
    );
  }
  const filter = reportFilters(decisions.data?.decisions).find((f) => f.value === status)!;
  const filterCount = counts.data?.find((c) => c.status === status)?.count ?? 0;
  const data = papers.data?.data ?? [];

  return (
    <>
      <PageHeader title={title} from="Conference" to="Reports" back />
      <Stack gap="md">
        <ReportFilters
          value={status}
          counts={counts.data}
          decisions={decisions.data?.decisions}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group gap="xs">
            <Button
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              variant="default"
              onClick={() => void downloadReportCsv(confId, status)}
            >
              Export CSV
            </Button>
            <Button
              leftSection={<IconMailForward size={16} aria-hidden />}
              variant="light"
              onClick={() => setBulkOpen(true)}
              disabled={filterCount === 0}
            >
              Notify all in this filter
            </Button>
            <Button
              leftSection={<IconBellRinging size={16} aria-hidden />}
              variant="light"
              onClick={() => setRemindOpen(true)}
            >
              Remind reviewers
            </Button>
            <Button variant="light" onClick={() => setResponseMailOpen(true)}>
              Mail authors: response open
            </Button>
            {status === REPORT_FILTER.MISSING_PAPER && (
              <Button variant="light" onClick={() => setMissingMailOpen(true)} disabled={filterCount === 0}>
                Mail authors of papers without a file
              </Button>
            )}
          </Group>
          <PerPageSelect
            sizes={REPORT_PAGE_SIZES}
            value={perPage}
            onChange={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
        </Group>
        {jobId !== null && (
          <NotificationJobProgress jobId={jobId} onDismiss={() => setJobId(null)} onFinished={refreshReports} />
        )}
        <MailDeliveryPanel confId={confId} />
        {papers.isLoading ? (
          <LoadingIndicator label="Loading papers" />
        ) : data.length === 0 ? (
          <EmptyState />
        ) : (
          <ReportsTable papers={data} onNotify={setNotifying} scoreFields={reviewForm.data?.fields} />
        )}
        <Pager page={page} total={papers.data?.total ?? 0} perPage={perPage} onChange={setPage} />

        <CameraReadyPanel confId={confId} />
        <Title order={2} size="h4" mt="lg">
          Charts
        </Title>
        <Suspense fallback={<LoadingIndicator label="Loading charts" />}>
          <ReportCharts confId={confId} />
        </Suspense>
      </Stack>
      <SendNotificationDialog paper={notifying} onClose={closeNotify} />
      <ReviewReminderDialog confId={confId} opened={remindOpen} onClose={() => setRemindOpen(false)} />
      <ResponseMailDialog confId={confId} opened={responseMailOpen} onClose={() => setResponseMailOpen(false)} />
      <MissingPaperMailDialog
        confId={confId}
        count={filterCount}
        opened={missingMailOpen}
        onClose={() => setMissingMailOpen(false)}
      />
      <BulkNotificationDialog
        confId={confId}
        opened={bulkOpen}
        filter={{ status, label: filter.label, count: filterCount }}
        onClose={() => setBulkOpen(false)}
        onStarted={(job) => {
          setJobId(job.id);
          refreshReports();
        }}
      />
    </>
  );
}
