import { useEffect, useState } from "react";
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { countWords } from "@symposia/domain";
import { useParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { notifyError, notifySuccess } from "../../../components/notify";
import { errorMessage, isApiError } from "../../../lib/api/errors";
import { useMetaReview } from "../api/metaReview";
import { useResponse, useSubmitResponse } from "../api/response";
import { ReviewsList } from "../components/ReviewsPanel";

/** The authors read their paper's reviews and write one response while the response period is open. */
export default function AuthorResponsePage() {
  const paperId = Number(useParams().paperId);
  const answer = useResponse(paperId);
  const meta = useMetaReview(paperId);
  const submit = useSubmitResponse(paperId);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (answer.data?.response) setText(answer.data.response);
  }, [answer.data?.response]);
  if (answer.isPending) return <Text>Loading…</Text>;
  if (answer.isError)
    return (
      <Alert color="yellow">{isApiError(answer.error) ? answer.error.message : "This paper is not available."}</Alert>
    );
  const data = answer.data;
  const words = countWords(text);
  const max = data.window.max_words;
  const over = max !== null && words > max;
  return (
    <Stack>
      <PageHeader title="Reviews and your response" from="My Papers" to={`Paper ${paperId}`} back />
      <Text size="sm">
        {data.window.start && data.window.end
          ? `Responses are open from ${data.window.start} until ${data.window.end} (${data.window.timezone}).`
          : "This conference has no response period."}
      </Text>
      <ReviewsList reviews={data.reviews} />
      {meta.data?.meta_review && (
        <Card withBorder>
          <Title order={3} size="h4">
            Meta-review
          </Title>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {meta.data.meta_review}
          </Text>
        </Card>
      )}
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Your response
        </Title>
        {data.can_respond ? (
          <Stack gap="xs">
            <Textarea
              label="Response"
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setError(null);
              }}
              autosize
              minRows={6}
              error={error ?? (over ? `Response must be at most ${max} words (it has ${words}).` : undefined)}
            />
            <Text size="xs" c={over ? "red" : "dimmed"} aria-live="polite">
              {max === null ? `${words} words` : `${words} / ${max} words`}
            </Text>
            <Group>
              <Button
                disabled={over || text.trim() === ""}
                loading={submit.isPending}
                onClick={() =>
                  submit.mutate(text, {
                    onSuccess: () =>
                      notifySuccess(
                        data.response ? "Your response has been updated." : "Your response has been submitted.",
                      ),
                    onError: (e) => {
                      if (isApiError(e) && e.fieldError("response")) setError(e.fieldError("response")!);
                      else notifyError(errorMessage(e));
                    },
                  })
                }
              >
                {data.response ? "Update response" : "Submit response"}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {data.response ?? "You cannot respond now."}
          </Text>
        )}
      </Card>
    </Stack>
  );
}
