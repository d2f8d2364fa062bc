import { useState } from "react";
import { Alert, Button, Checkbox, FileButton, Group, List, Text } from "@mantine/core";
import type { ReviewPaper } from "@symposia/domain";
import { notifyError } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import type { OfflineUploadResult } from "@symposia/domain";
import { downloadOfflineForm, useUploadOfflineForm } from "../api/offlineForms";

/**
 * Offline review forms: download a plain-text form for all the reviewer's papers, fill
 * it in an editor, upload it; the answer lists per paper what was saved and what was refused.
 */
export function OfflineReviewPanel({ confId, papers }: { confId: number; papers: readonly ReviewPaper[] }) {
  const upload = useUploadOfflineForm(confId);
  const [draft, setDraft] = useState(false);
  const [result, setResult] = useState<OfflineUploadResult | null>(null);
  const label = (paperId: number) => {
    const paper = papers.find((p) => p.id === paperId);
    return paper ? `Paper ${paper.paper_sequence}: ${paper.paper_title}` : `Paper id ${paperId}`;
  };

  const send = async (file: File | null) => {
    if (!file) return;
    setResult(null);
    try {
      const res = await upload.mutateAsync({ text: await file.text(), draft });
      setResult(res.result ?? null);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <div role="region" aria-label="Offline review form">
      <Group gap="sm">
        <Button variant="default" size="xs" onClick={() => void downloadOfflineForm(confId)}>
          Download offline form (all my papers)
        </Button>
        <FileButton onChange={(f) => void send(f)} accept="text/plain,.txt">
          {(props) => (
            <Button variant="default" size="xs" loading={upload.isPending} {...props}>
              Upload filled-in form
            </Button>
          )}
        </FileButton>
        <Checkbox
          size="xs"
          label="Save the uploaded reviews as drafts"
          checked={draft}
          onChange={(e) => setDraft(e.currentTarget.checked)}
        />
      </Group>
      {result && (
        <Alert
          mt="sm"
          color={result.refused ? "yellow" : "teal"}
          title={`${result.saved} saved, ${result.refused} refused`}
        >
          <List size="sm">
            {result.results.map((r) => (
              <List.Item key={r.paper_id}>
                <Text span fw={500} size="sm">
                  {label(r.paper_id)}:
                </Text>{" "}
                {r.saved
                  ? r.message
                  : `refused. ${
                      Object.entries(r.errors).length
                        ? Object.values(r.errors)
                            .map((m) => m[0])
                            .join(" ")
                        : r.message
                    }`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </div>
  );
}
