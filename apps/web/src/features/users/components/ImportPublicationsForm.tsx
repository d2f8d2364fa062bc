import { Alert, Button, FileInput, Group, List, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { PUBLICATION_FORMATS, type PublicationFormat, type PublicationRefusal } from "@symposia/domain";
import { notifySuccess } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import { useImportPublications } from "../api/publications";

const FORMAT_LABELS: Record<PublicationFormat, string> = {
  bibtex: "BibTeX (.bib)",
  dblp: "DBLP XML export",
  orcid: "ORCID JSON export",
};

/** Import a BibTeX, DBLP or ORCID file; what was refused is listed entry by entry. */
export function ImportPublicationsForm() {
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<PublicationFormat>("bibtex");
  const [refused, setRefused] = useState<PublicationRefusal[]>([]);
  const importFile = useImportPublications();
  const submit = () => {
    if (!file) return;
    importFile.mutate(
      { file, format },
      {
        onSuccess: (res) => {
          setRefused(res.result?.refused ?? []);
          setFile(null);
          notifySuccess(res.message);
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Format"
          data={PUBLICATION_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
          value={format}
          onChange={(v) => v && setFormat(v as PublicationFormat)}
          allowDeselect={false}
          w={220}
        />
        <FileInput
          label="Publication file"
          placeholder="Choose a file"
          value={file}
          onChange={setFile}
          clearable
          w={260}
        />
        <Button onClick={submit} disabled={!file} loading={importFile.isPending}>
          Import
        </Button>
      </Group>
      {importFile.error && <Alert color="red">{errorMessage(importFile.error)}</Alert>}
      {refused.length > 0 && (
        <Alert color="yellow" title={`${refused.length} entr${refused.length === 1 ? "y was" : "ies were"} not added`}>
          <List size="sm">
            {refused.slice(0, 50).map((r) => (
              <List.Item key={`${r.entry}-${r.label ?? ""}`}>
                <Text span fw={600}>
                  #{r.entry}
                  {r.label ? ` ${r.label}` : ""}:
                </Text>{" "}
                {r.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
