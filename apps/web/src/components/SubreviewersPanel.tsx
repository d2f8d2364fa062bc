import { useState } from "react";
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { SUBREVIEW_STATUS_LABELS } from "@symposia/domain";
import { ReviewAnswersView } from "./ReviewAnswersView";
import { notifyError, notifySuccess } from "./notify";
import { errorMessage } from "../lib/api/errors";
import { useAskSubreviewer, useDecideSubreview, useSubreviews } from "../lib/api/subreviews";

export interface SubreviewersPanelProps {
  paperId: number;
  mayAsk: boolean;
  /** after an approval or a sending back: an approved subreview is now the asker's review */
  onDecided?: () => void;
  /** the screen around the panel asked for the list as it opened: the panel does not ask again */
  askedByScreen?: boolean;
}

/**
 * The asking reviewer's subreviewers (all of them for chairs, marked as written by a subreviewer):
 * on Review Papers from the moment of assignment, and on the paper's discussion page.
 */
export function SubreviewersPanel({ paperId, mayAsk, onDecided, askedByScreen = false }: SubreviewersPanelProps) {
  const list = useSubreviews(paperId, { askOnMount: !askedByScreen });
  const ask = useAskSubreviewer(paperId);
  const decide = useDecideSubreview(paperId);
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const decideOne = (id: number, approve: boolean) =>
    decide.mutate(
      { id, approve },
      {
        onSuccess: () => {
          notifySuccess(approve ? "The subreview is now your review." : "The subreview has been sent back.");
          onDecided?.();
        },
        onError: (e) => notifyError(errorMessage(e)),
      },
    );
  if (!list.data) return null;
  if (list.data.length === 0 && !mayAsk) return null;
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm">
        Subreviewers
      </Title>
      <Stack gap="sm">
        {list.data.map((s) => (
          <Card key={s.id} withBorder padding="sm">
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {s.subreviewer ? `${s.subreviewer.first_name} ${s.subreviewer.last_name}` : "Subreviewer"}{" "}
                {s.requested_by_name ? `(asked by ${s.requested_by_name})` : ""}
              </Text>
              <Badge>{SUBREVIEW_STATUS_LABELS[s.status]}</Badge>
            </Group>
            {s.answers && <ReviewAnswersView fields={s.form.fields} answers={s.answers} />}
            {s.can_decide && (
              <Group gap="xs" mt="xs">
                <Button size="compact-sm" onClick={() => decideOne(s.id, true)}>
                  Approve as my review
                </Button>
                <Button size="compact-sm" variant="default" onClick={() => decideOne(s.id, false)}>
                  Send back
                </Button>
              </Group>
            )}
          </Card>
        ))}
        {mayAsk && (
          <Group align="flex-end">
            <TextInput label="Subreviewer's email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
            <TextInput label="Subreviewer's name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Button
              loading={ask.isPending}
              disabled={email.trim() === "" || name.trim() === ""}
              onClick={() =>
                ask.mutate(
                  { email, name },
                  {
                    onSuccess: () => {
                      setEmail("");
                      setName("");
                      notifySuccess("The subreviewer has been asked.");
                    },
                    onError: (e) => notifyError(errorMessage(e)),
                  },
                )
              }
            >
              Ask subreviewer
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
