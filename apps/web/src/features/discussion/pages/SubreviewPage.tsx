import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { SUBREVIEW_STATUS_LABELS } from "@symposia/domain";
import { useParams } from "react-router";
import { paths } from "../../../app/paths";
import { PageHeader } from "../../../components/PageHeader";
import { ReviewAnswersView } from "../../../components/ReviewAnswersView";
import { notifyError } from "../../../components/notify";
import { apiDownload } from "../../../lib/api/client";
import { errorMessage, isApiError } from "../../../lib/api/errors";
import { useSubreview } from "../api/subreviews";
import { SubreviewForm } from "../components/SubreviewForm";

/** The subreviewer's page: the one paper they were asked about, and their review on the conference's form. */
export default function SubreviewPage() {
  const id = Number(useParams().subreviewId);
  const sub = useSubreview(id);
  if (sub.isPending) return <Text>Loading…</Text>;
  if (sub.isError)
    return (
      <Alert color="red.9">{isApiError(sub.error) ? sub.error.message : "This subreview is not available."}</Alert>
    );
  const s = sub.data;
  return (
    <Stack>
      <PageHeader
        title={`Subreview of paper #${s.paper_sequence}`}
        from={{ label: "Subreviews", to: paths.mySubreviews() }}
        back
      />
      <Card withBorder>
        <Title order={3} size="h4">
          {s.paper_title}
        </Title>
        <Text size="sm" c="dimmed">
          {s.track_name}
        </Text>
        {s.authors && (
          <Text size="sm">Authors: {s.authors.map((a) => `${a.first_name} ${a.last_name}`).join(", ")}</Text>
        )}
        {s.abstract && (
          <Text size="sm" mt="xs">
            {s.abstract}
          </Text>
        )}
        {s.has_file && (
          <Group mt="xs">
            <Button
              size="compact-sm"
              variant="default"
              onClick={() =>
                apiDownload(`/paper/subreview-file/${id}`, `${s.paper_sequence}.pdf`).catch((e: unknown) =>
                  notifyError(errorMessage(e)),
                )
              }
            >
              Download paper
            </Button>
          </Group>
        )}
        <Text size="sm" mt="xs">
          Status: {SUBREVIEW_STATUS_LABELS[s.status]}
        </Text>
      </Card>
      {s.can_write ? (
        <SubreviewForm subreview={s} />
      ) : (
        s.answers && (
          <Card withBorder>
            <ReviewAnswersView fields={s.form.fields} answers={s.answers} />
          </Card>
        )
      )}
    </Stack>
  );
}
