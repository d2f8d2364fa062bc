import { useState } from "react";
import { Alert, Button, Checkbox, FileInput, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { IMPORT_FORMATS, IMPORT_FORMAT_LABELS, type ImportFormat, type ImportReport } from "@symposia/domain";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { notifySuccess } from "../../../components/notify";
import { paths } from "../../../app/paths";
import { errorMessage } from "../../../lib/api/errors";
import { useConferenceId } from "../../../lib/useConferenceId";
import { useImportFile } from "../api/importFile";
import { ExportPanel } from "../components/ExportPanel";
import { ImportProgress } from "../components/ImportProgress";
import { ImportReportTable } from "../components/ImportReportTable";

/** Import (/conference/import/{confId}): upload a HotCRP or EasyChair file, dry run, then Import. */
export default function ConferenceImportPage() {
  const confId = useConferenceId();
  const run = useImportFile();
  const [format, setFormat] = useState<ImportFormat>("hotcrp-json");
  const [file, setFile] = useState<File | null>(null);
  const [notify, setNotify] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  /** the running call's upload progress (0–100), null when none runs */
  const [sent, setSent] = useState<number | null>(null);
  const exportPanel = confId ? <ExportPanel confId={confId} /> : undefined;
  const header = (
    <PageHeader
      title="Import"
      from={{ label: "Conference", to: paths.allConference() }}
      to="Import"
      back
      actions={exportPanel}
    />
  );
  if (!confId) {
    return (
      <>
        {header}
        <EmptyState message="No conference chosen." />
      </>
    );
  }
  const go = async (dryRun: boolean) => {
    if (!file) return;
    setSent(0);
    const answer = await run
      .mutateAsync({ confId: Number(confId), format, file, dryRun, notify, onUploadProgress: setSent })
      .catch(() => null);
    setSent(null);
    if (!answer) return;
    setReport(answer.report);
    if (answer.imported) notifySuccess("The file has been imported.");
  };
  const dryRunClean = report?.dry_run && report.refused.length === 0;
  return (
    <>
      {header}
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack>
          <Text size="sm">
            Bring papers, authors, the programme committee, conflicts and assignments over from HotCRP or EasyChair.
            People are matched by email or invited; a dry run shows what would happen and writes nothing. A second
            import of the same file updates.
          </Text>
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Format"
              data={IMPORT_FORMATS.map((f) => ({ value: f, label: IMPORT_FORMAT_LABELS[f] }))}
              value={format}
              onChange={(v) => {
                if (v) setFormat(v as ImportFormat);
                setReport(null);
              }}
              allowDeselect={false}
              w={300}
            />
            <FileInput
              label="File"
              placeholder="Choose a .json or .csv file"
              accept=".json,.csv,application/json,text/csv"
              value={file}
              onChange={(f) => {
                setFile(f);
                setReport(null);
              }}
              w={300}
              clearable
            />
          </Group>
          <Checkbox
            label="Mail a set-password link to the accounts the import creates"
            checked={notify}
            onChange={(e) => setNotify(e.currentTarget.checked)}
          />
          <Group>
            <Button
              variant="default"
              onClick={() => go(true)}
              disabled={!file}
              loading={run.isPending && run.variables?.dryRun}
            >
              Dry run
            </Button>
            <Button
              onClick={() => go(false)}
              disabled={!file || !dryRunClean}
              loading={run.isPending && !run.variables?.dryRun}
            >
              Import
            </Button>
          </Group>
          {!dryRunClean && file && (
            <Text size="xs" c="dimmed">
              Run a dry run first; Import is enabled when it refuses nothing.
            </Text>
          )}
          {sent !== null && file && (
            <ImportProgress percent={sent} bytes={file.size} dryRun={run.variables?.dryRun ?? true} />
          )}
          {run.error && <Alert color="red">{errorMessage(run.error)}</Alert>}
          {report && <ImportReportTable report={report} />}
        </Stack>
      </Paper>
    </>
  );
}
