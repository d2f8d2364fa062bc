import { useEffect, useState } from "react";
import { Button, Card, Group, NativeSelect, Stack, Text, Textarea, Title } from "@mantine/core";
import type { ResponseReview } from "@symposia/domain";
import { notifyError, notifySuccess } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import { useChooseLead, useMetaReview, useWriteMetaReview } from "../api/metaReview";

/** The lead reviewer and the meta-review: chairs name the lead, the lead writes, the discussion reads. */
export function MetaReviewPanel({ paperId, reviewers }: { paperId: number; reviewers: readonly ResponseReview[] }) {
  const meta = useMetaReview(paperId);
  const chooseLead = useChooseLead(paperId);
  const write = useWriteMetaReview(paperId);
  const [lead, setLead] = useState("");
  const [text, setText] = useState("");
  const [recommendation, setRecommendation] = useState("");
  useEffect(() => {
    if (meta.data) {
      setText(meta.data.meta_review ?? "");
      setRecommendation(meta.data.recommendation ?? meta.data.recommendations[0] ?? "");
    }
  }, [meta.data]);
  if (!meta.data) return null;
  const m = meta.data;
  const choosable = reviewers.filter((r) => r.user_id !== null);
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm">
        Meta-review
      </Title>
      <Stack gap="sm">
        <Text size="sm">Lead reviewer: {m.lead_name ?? "not chosen yet"}</Text>
        {m.can_choose_lead && choosable.length > 0 && (
          <Group align="flex-end">
            <NativeSelect
              label="Lead reviewer"
              value={lead}
              onChange={(e) => setLead(e.currentTarget.value)}
              data={[
                { value: "", label: "Choose…" },
                ...choosable.map((r) => ({ value: String(r.user_id), label: r.reviewer_name ?? `Reviewer ${r.id}` })),
              ]}
            />
            <Button
              disabled={lead === ""}
              loading={chooseLead.isPending}
              onClick={() =>
                chooseLead.mutate(Number(lead), {
                  onSuccess: () => notifySuccess("The lead reviewer has been set."),
                  onError: (e) => notifyError(errorMessage(e)),
                })
              }
            >
              Set lead
            </Button>
          </Group>
        )}
        {m.submitted_at && (
          <Card withBorder padding="sm" aria-label="Submitted meta-review">
            <Text fw={600} size="sm">
              Recommendation: {m.recommendation}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {m.meta_review}
            </Text>
          </Card>
        )}
        {m.can_write && (
          <>
            <Textarea
              label="Meta-review"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              autosize
              minRows={3}
            />
            <NativeSelect
              label="Recommendation"
              value={recommendation}
              onChange={(e) => setRecommendation(e.currentTarget.value)}
              data={m.recommendations}
            />
            <Group>
              <Button
                loading={write.isPending}
                disabled={text.trim() === ""}
                onClick={() =>
                  write.mutate(
                    { meta_review: text, recommendation },
                    {
                      onSuccess: () => notifySuccess("The meta-review has been saved."),
                      onError: (e) => notifyError(errorMessage(e)),
                    },
                  )
                }
              >
                {m.submitted_at ? "Update meta-review" : "Submit meta-review"}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
