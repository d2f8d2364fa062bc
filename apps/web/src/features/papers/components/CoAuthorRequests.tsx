import { Button, Group, Paper as Card, Stack, Text, Title } from "@mantine/core";
import { notifyError, notifySuccess } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import { useAnswerCoAuthorRequest, useCoAuthorRequests } from "../api/coAuthorRequests";

/**
 * Papers that list the signed-in user as a co-author (issue 15). The listing grants nothing until
 * they confirm here; declining takes them off the paper. Hidden when there is nothing to answer.
 */
export function CoAuthorRequests() {
  const requests = useCoAuthorRequests();
  const answer = useAnswerCoAuthorRequest();
  const list = requests.data ?? [];
  if (list.length === 0) return null;

  const reply = async (paperId: number, kind: "confirm" | "decline") => {
    try {
      const res = await answer.mutateAsync({ paperId, answer: kind });
      notifySuccess(res.message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Card withBorder p="md" component="section" aria-label="Co-author requests">
      <Stack gap="sm">
        <Title order={4}>Co-author requests</Title>
        <Text size="sm" c="dimmed">
          These papers list you as a co-author. You become an author (edit, withdraw, see the reviews) only once you confirm.
        </Text>
        {list.map((r) => (
          <Group key={r.paper_id} justify="space-between" wrap="nowrap" aria-label={`Co-author request for ${r.paper_title}`} role="group">
            <div>
              <Text fw={500}>
                {r.acronym_title} #{r.paper_sequence}: {r.paper_title}
              </Text>
              <Text size="sm" c="dimmed">
                {r.track_name}, submitted by {r.submitter_first_name} {r.submitter_last_name}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Button size="compact-sm" loading={answer.isPending} onClick={() => void reply(r.paper_id, "confirm")}>
                Confirm
              </Button>
              <Button size="compact-sm" variant="default" color="red" disabled={answer.isPending} onClick={() => void reply(r.paper_id, "decline")}>
                Decline
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
