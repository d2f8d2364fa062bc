import { useState } from "react";
import { Alert, Button, Group, Select, Stack } from "@mantine/core";
import type { conferenceExportQuery } from "@symposia/domain";
import type { z } from "zod";
import { apiDownload } from "../../../lib/api/client";
import { errorMessage } from "../../../lib/api/errors";

type ExportFormat = z.infer<typeof conferenceExportQuery>["format"];

const FORMATS: { value: ExportFormat; label: string; file: string }[] = [
  { value: "hotcrp-json", label: "HotCRP JSON (papers)", file: "hotcrp.json" },
  { value: "csv", label: "CSV (papers and reviews)", file: "papers.csv" },
  { value: "archive", label: "Archive (ZIP: everything, for restore)", file: "archive.zip" },
];

/** Export: pick a format of GET /conference/export/{confId} and download it. */
export function ExportPanel({ confId }: { confId: string | number }) {
  const [format, setFormat] = useState<ExportFormat>("archive");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = () => {
    const chosen = FORMATS.find((f) => f.value === format)!;
    setError(null);
    setBusy(true);
    apiDownload(`/conference/export/${confId}`, chosen.file, { query: { format } })
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end">
        <Select
          label="Export format"
          data={FORMATS.map(({ value, label }) => ({ value, label }))}
          value={format}
          onChange={(v) => v && setFormat(v as ExportFormat)}
          allowDeselect={false}
          w={300}
        />
        <Button variant="default" onClick={download} loading={busy}>
          Download
        </Button>
      </Group>
      {error && <Alert color="red">{error}</Alert>}
    </Stack>
  );
}
