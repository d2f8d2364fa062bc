import { useEffect } from "react";
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { authorMailSchema } from "@symposia/domain";
import type { z } from "zod";
import { notifyError, notifySuccess, notifyWarning } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { SenderEmailInput } from "../../../components/SenderEmailInput";
import { useAuthorMail } from "../api/paperActions";

export interface AuthorMailDialogProps {
  paper: { id: number; paper_sequence: number; paper_title: string } | null;
  opened: boolean;
  onClose: () => void;
}

const required = (label: string) => (value: string) => (value.trim() ? null : `${label} is required.`);

/** Send Mail to author: sender (a mailbox at the product's domain), subject and message. */
export function AuthorMailDialog({ paper, opened, onClose }: AuthorMailDialogProps) {
  const send = useAuthorMail();
  const form = useForm<z.input<typeof authorMailSchema>>({
    initialValues: { sender_email: "", subject: "", message: "" },
    validate: {
      sender_email: (v) => required("Sender email")(v) ?? (/^[A-Za-z0-9._+-]+(@.*)?$/.test(v.trim()) ? null : "Sender email must be a mailbox name such as chairs."),
      subject: required("Subject"),
      message: required("Message"),
    },
  });

  const { reset } = form;
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  const submit = form.onSubmit(async (values) => {
    if (!paper) return;
    try {
      const res = await send.mutateAsync({ paperId: paper.id, ...values });
      if (res.success) notifySuccess(res.message);
      else notifyWarning(res.message);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) notifyError(errorMessage(error));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Send Mail to author" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {paper && (
            <Text size="sm">
              To every author of paper {paper.paper_sequence}: {paper.paper_title}
            </Text>
          )}
          <SenderEmailInput label="Sender Email" placeholder="e.g. chairs" {...form.getInputProps("sender_email")} />
          <TextInput label="Subject" required {...form.getInputProps("subject")} />
          <Textarea label="Message" required autosize minRows={6} {...form.getInputProps("message")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
