import { Card, Stack, Text, Title } from "@mantine/core";
import { REVIEWER_CONFIDENCES, REVIEWER_EVALUATIONS, type ResponseReview } from "@symposia/domain";

const evaluation = (v: number | null) => REVIEWER_EVALUATIONS.find((e) => e.value === v)?.label ?? "—";
const confidence = (v: number | null) => REVIEWER_CONFIDENCES.find((c) => c.value === v)?.label ?? "—";

/** Reviews as the caller may read them (names only where allowed; never confidential remarks to authors). */
export function ReviewsList({ reviews, title = "Reviews" }: { reviews: readonly ResponseReview[]; title?: string }) {
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {reviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          No reviews to show.
        </Text>
      ) : (
        <Stack gap="sm">
          {reviews.map((r, i) => (
            <Card key={r.id} withBorder padding="sm" aria-label={`Review ${i + 1}`}>
              <Text fw={600} size="sm">
                {r.reviewer_name ?? `Review ${i + 1}`}: {evaluation(r.reviewer_evaluation)} (confidence: {confidence(r.reviewer_confidence)})
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {r.reviewer_remarks}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function ResponseText({ response }: { response: string | null }) {
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm">
        Authors&apos; response
      </Title>
      <Text size="sm" style={{ whiteSpace: "pre-wrap" }} c={response ? undefined : "dimmed"}>
        {response ?? "The authors have not responded."}
      </Text>
    </Card>
  );
}
