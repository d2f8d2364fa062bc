import { useState } from "react";
import { Badge, Button, Card, Group, NativeSelect, Stack, Switch, Text, Textarea, Title } from "@mantine/core";
import type { DiscussionComment } from "@symposia/domain";
import { notifyError, notifySuccess } from "../../../components/notify";
import { SafeHtml } from "../../../components/SafeHtml";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage, isApiError } from "../../../lib/api/errors";
import { formatInstant } from "../../../lib/dateText";
import {
  useAddComment,
  useComments,
  useDeleteComment,
  useDiscussionMail,
  usePinDiscussion,
  useUpdateComment,
} from "../api/comments";

function CommentItem({ paperId, comment }: { paperId: number; comment: DiscussionComment }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.comment);
  const update = useUpdateComment(paperId);
  const remove = useDeleteComment(paperId);
  const confirm = useConfirm();
  return (
    <Card withBorder padding="sm" aria-label={`Comment by ${comment.author_name}`}>
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {comment.author_name}
          </Text>
          {comment.visibility === "chairs" && (
            <Badge size="xs" color="grape">
              Chairs only
            </Badge>
          )}
          {comment.edited && (
            <Text size="xs" c="dimmed">
              (edited)
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatInstant(comment.created_at)}
        </Text>
      </Group>
      {editing ? (
        <Stack gap="xs">
          <Textarea
            label="Edit comment"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Group gap="xs">
            <Button
              size="compact-sm"
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: comment.id, comment: text, comment_format: comment.comment_format },
                  { onSuccess: () => setEditing(false), onError: (e) => notifyError(errorMessage(e)) },
                )
              }
            >
              Save
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : comment.comment_format === "html" ? (
        <SafeHtml html={comment.comment} />
      ) : (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {comment.comment}
        </Text>
      )}
      {comment.can_edit && !editing && (
        <Group gap="xs" mt="xs">
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={async () => {
              if (await confirm("Delete this comment? It stays in the history.", { danger: true }))
                remove.mutate(comment.id, { onError: (e) => notifyError(errorMessage(e)) });
            }}
          >
            Delete
          </Button>
        </Group>
      )}
    </Card>
  );
}

/** The paper's discussion thread: read, comment, edit one's own, pin (chairs), mails on/off. */
export function DiscussionPanel({ paperId }: { paperId: number }) {
  const thread = useComments(paperId);
  const add = useAddComment(paperId);
  const pin = usePinDiscussion(paperId);
  const mail = useDiscussionMail(paperId);
  const [text, setText] = useState("");
  const [visibility, setVisibility] = useState<"pc" | "chairs">("pc");
  if (thread.isPending) return <Text size="sm">Loading the discussion…</Text>;
  if (thread.isError) {
    const message =
      isApiError(thread.error) && thread.error.status === 403
        ? thread.error.message
        : "The discussion of this paper is not open to you.";
    return (
      <Card withBorder>
        <Title order={3} size="h4">
          Discussion
        </Title>
        <Text size="sm" mt="xs">
          {message}
        </Text>
      </Card>
    );
  }
  const data = thread.data;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={3} size="h4">
            Discussion
          </Title>
          {data.in_discussion && <Badge color="grape.9">In discussion</Badge>}
        </Group>
        <Group gap="md">
          {data.can_pin && (
            <Switch
              label="In discussion"
              checked={data.in_discussion}
              onChange={(e) => pin.mutate(e.currentTarget.checked ? 1 : 0)}
            />
          )}
          <Switch
            label="Mail me new comments"
            checked={data.discussion_mail}
            onChange={(e) => mail.mutate(e.currentTarget.checked ? 1 : 0)}
          />
        </Group>
      </Group>
      <Stack gap="sm">
        {data.comments.length === 0 && (
          <Text size="sm" c="dimmed">
            No comments yet.
          </Text>
        )}
        {data.comments.map((c) => (
          <CommentItem key={`${c.id}-${c.updated_at}`} paperId={paperId} comment={c} />
        ))}
        <Textarea
          label="Your comment"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={3}
        />
        <Group align="flex-end">
          {data.can_post_chairs_only && (
            <NativeSelect
              label="Visible to"
              value={visibility}
              onChange={(e) => setVisibility(e.currentTarget.value as "pc" | "chairs")}
              data={[
                { value: "pc", label: "Everyone in the discussion" },
                { value: "chairs", label: "Chairs only" },
              ]}
              description={
                visibility === "chairs"
                  ? "Only the chairs read it: not the other reviewers, subreviewers or authors."
                  : undefined
              }
            />
          )}
          <Button
            disabled={text.trim() === ""}
            loading={add.isPending}
            onClick={() =>
              add.mutate(
                { comment: text, visibility },
                {
                  onSuccess: () => {
                    setText("");
                    notifySuccess("Your comment has been posted.");
                  },
                  onError: (e) => notifyError(errorMessage(e)),
                },
              )
            }
          >
            Post comment
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
