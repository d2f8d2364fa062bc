import { Alert, Button, Checkbox, FileInput, Group, List, Progress, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { errorMessage } from "../../../lib/api/errors";
import { useAffinityUpload } from "../api/affinityUpload";

/** Affinity scores from a file (CSV of paper_id,reviewer_email,score, or a gzip of one), with a progress bar. */
export function AffinityFileUpload({ trackId }: { trackId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useAffinityUpload(trackId);
  const result = upload.data?.result;
  const submit = () => {
    if (!file) return;
    setPercent(0);
    upload.mutate({ file, replace, onUploadProgress: setPercent }, { onSettled: () => setPercent(null) });
  };
  return (
    <Stack gap="xs" mt="md" component="section" aria-labelledby="affinity-file-title">
      <Title order={3} size="h5" id="affinity-file-title">
        Affinity Scores from a File
      </Title>
      <Text size="xs" c="dimmed">
        A CSV of paper_id,reviewer_email,score (0 to 1), or a gzip of one. Large files are read as they arrive.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label="Affinity file"
          placeholder="Choose a CSV or .csv.gz"
          value={file}
          onChange={setFile}
          clearable
          w={260}
        />
        <Checkbox
          label="Replace earlier imported scores"
          checked={replace}
          onChange={(e) => setReplace(e.currentTarget.checked)}
        />
        <Button variant="light" onClick={submit} disabled={!file} loading={upload.isPending}>
          Upload
        </Button>
      </Group>
      {percent !== null && <Progress value={percent} aria-label="Affinity file upload progress" />}
      {upload.error && <Alert color="red">{errorMessage(upload.error)}</Alert>}
      {result && (
        <Alert
          color={result.refused_count > 0 ? "yellow" : "green"}
          title={`${result.imported} score(s) imported from ${result.lines} line(s), ${result.refused_count} refused`}
        >
          {result.refused.length > 0 && (
            <List size="xs">
              {result.refused.slice(0, 20).map((r) => (
                <List.Item key={r.line}>
                  Line {r.line}: {r.reason}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
