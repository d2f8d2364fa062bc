import { Card, Stack, Text, Title } from "@mantine/core";
import type { ResponseReview } from "@symposia/domain";
import { ReviewAnswersView } from "../../../components/ReviewAnswersView";

/**
 * Reviews as the caller may read them (names only where allowed), each read with its own form
 * version's fields as the server cut them for the caller: the labels and scale labels of
 * exactly the fields the caller may see, in the form's order; never confidential fields to authors.
 */
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
            <Card key={r.id} withBorder padding="sm" component="article" aria-label={`Review ${i + 1}`}>
              <Text fw={600} size="sm">
                {r.reviewer_name ?? `Review ${i + 1}`}
              </Text>
              <ReviewAnswersView fields={r.fields} answers={r.answers} />
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
