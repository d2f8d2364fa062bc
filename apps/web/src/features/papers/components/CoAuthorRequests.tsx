import { useEffect, useRef, useState } from "react";
import { Alert, Button, Group, Paper as Card, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { notifyError, notifySuccess } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import { useAnswerCoAuthorRequest, useCoAuthorRequests } from "../api/coAuthorRequests";

/**
 * The request a mailed Confirm / Decline link points at (`?coauthor=<paperId>&answer=confirm|decline`):
 * its row is marked and the chosen button focused, so one more click answers. The link itself
 * answers nothing (a mail scanner opening it must not decide for the person).
 */
function useRequestedAnswer() {
  const [search] = useSearchParams();
  const paperId = Number(search.get("coauthor"));
  const kind = search.get("answer") === "decline" ? "decline" : "confirm";
  return Number.isInteger(paperId) && paperId > 0 ? { paperId, kind } : null;
}

/**
 * Papers that list the signed-in user as a co-author. The listing grants nothing until
 * they confirm here; declining takes them off the paper. Hidden when there is nothing to answer.
 */
export function CoAuthorRequests() {
  const requests = useCoAuthorRequests();
  const answer = useAnswerCoAuthorRequest();
  const requested = useRequestedAnswer();
  const target = useRef<HTMLButtonElement>(null);
  // answered here: the link's request is gone from the list because of that, not before
  const [answered, setAnswered] = useState<number[]>([]);
  const list = requests.data ?? [];
  const found = requested !== null && list.some((r) => r.paper_id === requested.paperId);
  useEffect(() => {
    if (!found || !target.current) return;
    target.current.focus();
    target.current.scrollIntoView?.({ block: "center" });
  }, [found]);
  if (requested && requests.isSuccess && !found && !answered.includes(requested.paperId)) {
    return (
      <Alert color="blue" title="Co-author requests" role="status">
        This co-author request has already been answered, or it is addressed to another account: sign in with the
        address the mail was sent to.
      </Alert>
    );
  }
  if (list.length === 0) return null;

  const reply = async (paperId: number, kind: "confirm" | "decline") => {
    try {
      const res = await answer.mutateAsync({ paperId, answer: kind });
      setAnswered((ids) => [...ids, paperId]);
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
          These papers list you as a co-author. You become an author (edit, withdraw, see the reviews) only once you
          confirm.
        </Text>
        {list.map((r) => {
          const chosen = requested?.paperId === r.paper_id ? requested.kind : null;
          return (
            <Group
              key={r.paper_id}
              justify="space-between"
              wrap="nowrap"
              aria-label={`Co-author request for ${r.paper_title}`}
              role="group"
              data-requested={chosen ? "true" : undefined}
              style={
                chosen
                  ? { outline: "2px solid var(--mantine-color-blue-6)", outlineOffset: 4, borderRadius: 4 }
                  : undefined
              }
            >
              <div>
                <Text fw={500}>
                  {r.acronym_title} #{r.paper_sequence}: {r.paper_title}
                </Text>
                <Text size="sm" c="dimmed">
                  {r.track_name}, submitted by {r.submitter_first_name} {r.submitter_last_name}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="compact-sm"
                  ref={chosen === "confirm" ? target : undefined}
                  loading={answer.isPending}
                  onClick={() => void reply(r.paper_id, "confirm")}
                >
                  Confirm
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  color="red"
                  ref={chosen === "decline" ? target : undefined}
                  disabled={answer.isPending}
                  onClick={() => void reply(r.paper_id, "decline")}
                >
                  Decline
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
