import { useState } from "react";
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { TPC_REMINDER_AUDIENCES, tpcReminderSchema } from "@symposia/domain";
import type { z } from "zod";
import { AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { SenderEmailInput } from "../../../components/SenderEmailInput";
import { type TpcMailPreview, useSendReminder } from "../api/sendReminder";
import { useConfirm } from "../../../components/useConfirm";

/** The form's values, as the shared schema reads them. */
type Values = z.input<typeof tpcReminderSchema>;
const EMPTY: Values = { status: "1", sender_email: "", subject: "", message: "" };

const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

/**
 * Send Mail: a message to the track's accepted members (status 1) or to those who have not accepted
 * yet (0). Preview asks the server how many people it would mail (and shows one of the mails); Send
 * confirms that number before anything is queued. The outcome stays in the dialog until it closes
 * (and on Reports under Mail delivery).
 */
export function ReminderDialog({
  trackId,
  trackName,
  onClose,
}: {
  trackId: number | null;
  trackName: string;
  onClose: () => void;
}) {
  const send = useSendReminder(trackId ?? 0);
  const confirm = useConfirm();
  // no auto-hide: what was sent (or refused) stays readable
  const { alert, show, hide } = useAlertMessage(0);
  const [preview, setPreview] = useState<TpcMailPreview | null>(null);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: schemaResolver(tpcReminderSchema, { sync: true }),
    // the preview belongs to the values it was made from
    onValuesChange: () => setPreview(null),
  });

  const close = () => {
    form.reset();
    setPreview(null);
    hide();
    onClose();
  };

  const failed = (error: unknown) => {
    applyServerFieldErrors(form, error);
    show("danger", errorMessage(error));
  };

  const showPreview = form.onSubmit(async (values) => {
    hide();
    try {
      const res = await send.mutateAsync({ ...tpcReminderSchema.parse(values), preview: true });
      setPreview(res.result as TpcMailPreview);
    } catch (error) {
      failed(error);
    }
  });

  const sendMail = async () => {
    if (!preview || form.validate().hasErrors) return;
    if (!(await confirm(`Send this mail to ${people(preview.recipients)} of the TPC of ${trackName}?`))) return;
    const values = form.getValues();
    try {
      const res = await send.mutateAsync({ ...tpcReminderSchema.parse(values), preview: false });
      show(res.success ? "success" : "warning", res.message);
      if (res.success) {
        form.setValues({ ...EMPTY, status: values.status });
        setPreview(null);
      }
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Modal opened={trackId !== null} onClose={close} title={`Send Mail: ${trackName}`} size="lg">
      <form onSubmit={showPreview} noValidate aria-label="Send mail to the TPC">
        <Stack gap="sm">
          <AlertMessage alert={alert} onClose={hide} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="reminder-audience">
              Send to
            </Text>
            <SegmentedControl
              aria-labelledby="reminder-audience"
              data={TPC_REMINDER_AUDIENCES.map((a) => ({ value: String(a.value), label: a.label }))}
              {...form.getInputProps("status")}
            />
          </Stack>
          <SenderEmailInput placeholder="e.g. programme" {...form.getInputProps("sender_email")} />
          <TextInput label="Subject" required {...form.getInputProps("subject")} />
          <Textarea label="Message" required rows={7} {...form.getInputProps("message")} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button type="submit" variant="light" loading={send.isPending && preview === null}>
              Preview
            </Button>
            <Button
              onClick={() => void sendMail()}
              disabled={!preview || preview.recipients === 0}
              loading={send.isPending && preview !== null}
            >
              Send
            </Button>
          </Group>
          {preview && (
            <Stack gap="xs" aria-label="Mail preview">
              <Text size="sm" fw={600} aria-live="polite">
                {preview.recipients === 0
                  ? "Nobody is in this group: nothing would be sent."
                  : `${people(preview.recipients)} will receive this mail.`}
              </Text>
              {preview.sample && (
                <Alert
                  color="gray"
                  title={`Preview (to ${preview.sample.to}, from ${preview.sample.from}): ${preview.sample.subject}`}
                >
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                    {preview.sample.text}
                  </Text>
                </Alert>
              )}
            </Stack>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
