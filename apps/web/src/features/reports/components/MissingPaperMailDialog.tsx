import { useEffect } from "react";
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifyError, notifySuccess } from "../../../components/notify";
import { SenderEmailInput } from "../../../components/SenderEmailInput";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { useMissingPaperMail } from "../api/missingPaperMail";

export interface MissingPaperMailDialogProps {
  confId: number;
  /** how many papers the Missing paper filter holds now */
  count: number;
  opened: boolean;
  onClose: () => void;
}

const required = (label: string) => (value: string) => (value.trim() ? null : `${label} is required.`);

/**
 * Mail the authors of every paper still without a file (the Missing paper filter, issue 19), after
 * a confirmation; the server sends paper by paper, through the per-paper author mail.
 */
export function MissingPaperMailDialog({ confId, count, opened, onClose }: MissingPaperMailDialogProps) {
  const send = useMissingPaperMail(confId);
  const confirm = useConfirm();
  const form = useForm({
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
    if (!(await confirm(`Send this mail to the authors of ${count} paper${count === 1 ? "" : "s"} without a file?`, { confirmLabel: "Send" }))) return;
    try {
      const res = await send.mutateAsync(values);
      const r = res.result;
      notifySuccess(r ? `${res.message} ${r.sent} message${r.sent === 1 ? "" : "s"} for ${r.papers} paper${r.papers === 1 ? "" : "s"}${r.skipped ? `; ${r.skipped} left out (you wrote them or are conflicted)` : ""}.` : res.message);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) notifyError(errorMessage(error));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Mail authors of papers without a file" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            To every author of the {count} paper{count === 1 ? "" : "s"} in the Missing paper filter, paper by paper. Papers you wrote or are conflicted with are left out.
          </Text>
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
