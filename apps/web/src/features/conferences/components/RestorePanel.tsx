import { useState } from "react";
import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConferenceRestoreResult } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { errorMessage } from "../../../lib/api/errors";

async function restoreArchive(file: File): Promise<ConferenceRestoreResult> {
  const form = new FormData();
  form.append("file", file);
  return (await api.post<ConferenceRestoreResult>("/conference/restore", form)).result;
}

/** Restore (administrators): upload an archive made by Export (format archive); it becomes a new conference. */
export function RestorePanel() {
  const queryClient = useQueryClient();
  const run = useMutation({ mutationFn: restoreArchive, onSuccess: () => queryClient.invalidateQueries() });
  const [file, setFile] = useState<File | null>(null);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <Stack>
        <Title order={3}>Restore a conference</Title>
        <Text size="sm">
          Upload an archive made by Export (format Archive). The conference is recreated here with everything it holds;
          people are matched by email or invited without a password. An archive from a newer version is refused.
        </Text>
        <Group align="flex-end">
          <FileInput
            label="Archive"
            placeholder="Choose a .zip file"
            accept=".zip,application/zip"
            value={file}
            onChange={(f) => {
              setFile(f);
              run.reset();
            }}
            w={300}
            clearable
          />
          <Button onClick={() => file && run.mutate(file)} disabled={!file} loading={run.isPending}>
            Restore
          </Button>
        </Group>
        {run.error && <Alert color="red">{errorMessage(run.error)}</Alert>}
        {run.data && (
          <Alert color="green">
            {`${run.data.acronym} has been restored: ${Object.values(run.data.counts).reduce((a, b) => a + b, 0)} records, ` +
              `${run.data.files} files, ${run.data.accounts.created} accounts created, ${run.data.accounts.matched} matched.`}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
