import { useEffect, useState } from "react";
import type { ResponseMailOutcome } from "@symposia/domain";
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { notifySuccess } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { useResponseMail } from "../api/responseMail";

/**
 * The chairs' "reviews are available, you may respond until …" mail to every author:
 * opening it previews the first mail and the counts; Send asks to confirm the count, then queues
 * one mail per author and paper (their delivery shows on the Reports screen afterwards).
 */
export function ResponseMailDialog({
  confId,
  opened,
  onClose,
}: {
  confId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const mail = useResponseMail(confId);
  const confirm = useConfirm();
  const [preview, setPreview] = useState<ResponseMailOutcome | null>(null);
  const [heading, setHeading] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { mutate } = mail;
  useEffect(() => {
    if (!opened) return;
    setError(null);
    mutate(
      { preview: 1 },
      {
        onSuccess: (outcome) => {
          setPreview(outcome);
          setHeading(outcome.heading);
          setMessage(outcome.message);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }, [opened, mutate]);
  const send = async () => {
    if (!preview) return;
    const count = `${preview.recipients} author${preview.recipients === 1 ? "" : "s"} of ${preview.papers} paper${preview.papers === 1 ? "" : "s"}`;
    if (!(await confirm(`Send this mail to ${count}?`))) return;
    mail.mutate(
      { heading, message },
      {
        onSuccess: (outcome) => {
          notifySuccess(`${outcome.queued} mails queued. Their delivery shows under Mail delivery on this screen.`);
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  const refresh = () =>
    mail.mutate({ preview: 1, heading, message }, { onSuccess: setPreview, onError: (e) => setError(errorMessage(e)) });
  return (
    <Modal opened={opened} onClose={onClose} title="Mail authors: reviews available, response open" size="lg">
      <Stack gap="sm">
        {error && <Alert color="red">{error}</Alert>}
        {preview && (
          <>
            <Text size="sm">
              {preview.recipients} authors of {preview.papers} papers will receive this mail. Placeholders:{" "}
              {"{conference}, {paper_number}, {paper_title}, {response_end}, {link}"}.
            </Text>
            <TextInput label="Heading" value={heading} onChange={(e) => setHeading(e.currentTarget.value)} />
            <Textarea
              label="Message"
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              autosize
              minRows={6}
            />
            {preview.sample && (
              <Alert color="gray" title={`Preview (to ${preview.sample.to}): ${preview.sample.subject}`}>
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {preview.sample.text}
                </Text>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={refresh} loading={mail.isPending}>
                Refresh preview
              </Button>
              <Button loading={mail.isPending} disabled={preview.recipients === 0} onClick={() => void send()}>
                Send
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
