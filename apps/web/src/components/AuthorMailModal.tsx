import { type ReactNode, useEffect } from "react";
import { Modal, Stack, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { authorMailSchema } from "@symposia/domain";
import type { z } from "zod";
import { errorMessage } from "../lib/api/errors";
import { applyServerFieldErrors } from "../lib/forms";
import { notifyError } from "./notify";
import { SenderEmailInput } from "./SenderEmailInput";
import { DialogActions } from "./DialogActions";

export type AuthorMailValues = z.input<typeof authorMailSchema>;

export interface AuthorMailModalProps {
  title: string;
  /** who the mail goes to, above the fields */
  intro: ReactNode;
  opened: boolean;
  onClose: () => void;
  pending: boolean;
  /** sends the mail; resolves false to keep the dialog open (e.g. a declined confirmation) */
  onSend: (values: AuthorMailValues) => Promise<boolean>;
}

const required = (label: string) => (value: string) => (value.trim() ? null : `${label} is required.`);

/**
 * A chairs' mail to authors (authorMailSchema: a sender mailbox at the product's domain, subject,
 * message), shared by "Send Mail to author" on one paper and the mail to the Missing paper filter
 *. A 422 lands on its fields; any other failure is a notification.
 */
export function AuthorMailModal({ title, intro, opened, onClose, pending, onSend }: AuthorMailModalProps) {
  const form = useForm<AuthorMailValues>({
    initialValues: { sender_email: "", subject: "", message: "" },
    validate: {
      sender_email: (v) =>
        required("Sender email")(v) ??
        (/^[A-Za-z0-9._+-]+(@.*)?$/.test(v.trim()) ? null : "Sender email must be a mailbox name such as chairs."),
      subject: required("Subject"),
      message: required("Message"),
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  const submit = form.onSubmit(async (values) => {
    try {
      if (await onSend(values)) onClose();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) notifyError(errorMessage(error));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {intro}
          <SenderEmailInput label="Sender Email" placeholder="e.g. chairs" {...form.getInputProps("sender_email")} />
          <TextInput label="Subject" required {...form.getInputProps("subject")} />
          <Textarea label="Message" required autosize minRows={6} {...form.getInputProps("message")} />
          <DialogActions onCancel={onClose} loading={pending} />
        </Stack>
      </form>
    </Modal>
  );
}
