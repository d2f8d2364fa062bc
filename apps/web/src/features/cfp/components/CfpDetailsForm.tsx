import { lazy, Suspense, useState } from "react";
import { Button, FileInput, Group, Paper, Progress, Skeleton, Stack, Text, Title } from "@mantine/core";
import { CFP_CONFIRMATIONS } from "@symposia/domain";
import { IconDownload, IconFileTypePdf } from "@tabler/icons-react";
import { AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { notifySuccess } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { apiDownload } from "../../../lib/api/client";
import { errorMessage } from "../../../lib/api/errors";
import { useUpdateCfp } from "../api/updateCfp";
import type { ManagedCfp } from "@symposia/domain";

const CfpRichTextEditor = lazy(() => import("./CfpRichTextEditor"));

export const INVALID_FILE_TYPE = "Invalid file type. Please select a valid file.";
const isPdfName = (name: string) => /\.pdf$/i.test(name);

export interface CfpDetailsFormProps {
  confId: number;
  acronym: string;
  cfp: ManagedCfp;
}

/** Right column of Manage CFP: the Paper Information editor, Upload PDF, Download CFP and Save. */
export function CfpDetailsForm({ confId, acronym, cfp }: CfpDetailsFormProps) {
  const confirm = useConfirm();
  const save = useUpdateCfp(confId);
  const { alert, show, hide } = useAlertMessage();
  const [html, setHtml] = useState(cfp.cfp_details);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const pickFile = (picked: File | null) => {
    if (picked && !isPdfName(picked.name)) {
      show("danger", INVALID_FILE_TYPE);
      setFile(null);
      return;
    }
    hide();
    setFile(picked);
  };

  const submit = async () => {
    if (!(await confirm(CFP_CONFIRMATIONS.save))) return;
    setProgress(file ? 0 : null);
    save.mutate(
      { cfp_details: html, cfp_file: file, onUploadProgress: setProgress },
      {
        onSuccess: (res) => {
          if (!res.success) return show("warning", res.message);
          notifySuccess(res.message);
          setFile(null);
        },
        onError: (error) => show("danger", errorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="cfp-title">
      <Title order={2} fz="h4" mb="md" id="cfp-title">
        Call for Papers
      </Title>
      <AlertMessage alert={alert} onClose={hide} />
      <Stack gap="md">
        <Stack gap={4}>
          <Text component="label" id="paper-information-label" size="sm" fw={500}>
            Paper Information
          </Text>
          <Suspense fallback={<Skeleton height={450} radius="sm" aria-label="Loading the editor" />}>
            <CfpRichTextEditor initialHtml={cfp.cfp_details} onChange={setHtml} labelId="paper-information-label" />
          </Suspense>
        </Stack>
        <FileInput
          label="Upload PDF"
          placeholder="Choose a PDF file"
          // Mantine's default placeholder grey is below the 4.5:1 contrast the text needs.
          styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
          accept="application/pdf,.pdf"
          clearable
          value={file}
          onChange={pickFile}
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          description={cfp.has_file ? "A new file replaces the current one." : undefined}
        />
        {progress !== null && <Progress value={progress} aria-label="Upload progress" animated />}
        <Group justify="space-between" wrap="wrap">
          {cfp.has_file ? (
            <Button
              variant="subtle"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() =>
                void apiDownload(`/cfp/file/${confId}`, `${acronym || "conference"}-CFP.pdf`).catch(console.error)
              }
            >
              Download CFP
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => void submit()} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
