import { useEffect, useState } from "react";
import { Alert, Button, Card, Group, NativeSelect, Stack, Text, Textarea, Title } from "@mantine/core";
import { REVIEWER_CONFIDENCES, REVIEWER_EVALUATIONS } from "@symposia/domain";
import { useParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { notifyError, notifySuccess } from "../../../components/notify";
import { apiDownload } from "../../../lib/api/client";
import { errorMessage, isApiError } from "../../../lib/api/errors";
import { useSubreview, useWriteSubreview } from "../api/subreviews";

/** The subreviewer's page: the one paper they were asked about, and their review. */
export default function SubreviewPage() {
  const id = Number(useParams().subreviewId);
  const sub = useSubreview(id);
  const write = useWriteSubreview(id);
  const [evaluation, setEvaluation] = useState("0");
  const [confidence, setConfidence] = useState("3");
  const [remarks, setRemarks] = useState("");
  const [confidential, setConfidential] = useState("");
  useEffect(() => {
    if (sub.data?.reviewer_remarks) {
      setEvaluation(String(sub.data.reviewer_evaluation));
      setConfidence(String(sub.data.reviewer_confidence));
      setRemarks(sub.data.reviewer_remarks);
      setConfidential(sub.data.reviewer_confidential_remarks ?? "");
    }
  }, [sub.data]);
  if (sub.isPending) return <Text>Loading…</Text>;
  if (sub.isError) return <Alert color="yellow">{isApiError(sub.error) ? sub.error.message : "This subreview is not available."}</Alert>;
  const s = sub.data;
  return (
    <Stack>
      <PageHeader title={`Subreview of paper #${s.paper_sequence}`} from="Subreview" back />
      <Card withBorder>
        <Title order={3} size="h4">{s.paper_title}</Title>
        <Text size="sm" c="dimmed">{s.track_name}</Text>
        {s.authors && <Text size="sm">Authors: {s.authors.map((a) => `${a.first_name} ${a.last_name}`).join(", ")}</Text>}
        {s.abstract && <Text size="sm" mt="xs">{s.abstract}</Text>}
        {s.has_file && (
          <Group mt="xs">
            <Button size="compact-sm" variant="default" onClick={() => apiDownload(`/paper/subreview-file/${id}`, `${s.paper_sequence}.pdf`).catch((e: unknown) => notifyError(errorMessage(e)))}>
              Download paper
            </Button>
          </Group>
        )}
        <Text size="sm" mt="xs">Status: {s.status}</Text>
      </Card>
      {s.can_write && (
        <Card withBorder>
          <Stack gap="sm">
            <NativeSelect label="Evaluation" value={evaluation} onChange={(e) => setEvaluation(e.currentTarget.value)} data={REVIEWER_EVALUATIONS.map((e) => ({ value: String(e.value), label: e.label }))} />
            <NativeSelect label="Confidence" value={confidence} onChange={(e) => setConfidence(e.currentTarget.value)} data={REVIEWER_CONFIDENCES.map((c) => ({ value: String(c.value), label: c.label }))} />
            <Textarea label="Remarks" value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} autosize minRows={4} />
            <Textarea label="Confidential remarks" value={confidential} onChange={(e) => setConfidential(e.currentTarget.value)} autosize minRows={2} />
            <Group>
              <Button
                disabled={remarks.trim() === ""}
                loading={write.isPending}
                onClick={() =>
                  write.mutate(
                    { reviewer_evaluation: Number(evaluation), reviewer_confidence: Number(confidence), reviewer_remarks: remarks, reviewer_confidential_remarks: confidential },
                    { onSuccess: () => notifySuccess("Your review has been sent to the reviewer who asked you."), onError: (e) => notifyError(errorMessage(e)) },
                  )
                }
              >
                Send review
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
