import { Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { TPC_REMINDER_AUDIENCES, tpcReminderSchema, type TrackReviewer } from "@symposia/domain";
import type { z } from "zod";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { SenderEmailInput } from "../../../components/SenderEmailInput";
import { useSendReminder } from "../api/sendReminder";
import { DialogActions } from "../../../components/DialogActions";
import { useConfirm } from "../../../components/useConfirm";

/** The form's values, as the shared schema reads them. */
type Values = z.input<typeof tpcReminderSchema>;
const EMPTY: Values = { status: "1", sender_email: "", subject: "", message: "" };

const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

/**
 * Send Mail: a message to the track's accepted members (status 1) or to those who have not accepted
 * yet (0). The dialog says how many people the chosen group has and asks to confirm that number.
 */
export function ReminderDialog({ trackId, trackName, members = [], onClose }: { trackId: number | null; trackName: string; members?: TrackReviewer[]; onClose: () => void }) {
  const send = useSendReminder(trackId ?? 0);
  const confirm = useConfirm();
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  const form = useForm<Values>({ initialValues: EMPTY, validate: schemaResolver(tpcReminderSchema, { sync: true }) });

  const close = () => {
    form.reset();
    hide();
    onClose();
  };

  const recipients = members.filter((m) => String(m.status) === String(form.getValues().status)).length;

  const submit = form.onSubmit(async (values) => {
    hide();
    if (!(await confirm(`Send this mail to ${people(recipients)} of the TPC of ${trackName}?`))) return;
    send.mutate(tpcReminderSchema.parse(values), {
      onSuccess: (res) => {
        show(res.success ? "success" : "warning", res.message);
        if (res.success) form.setValues({ ...EMPTY, status: values.status });
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        show("danger", errorMessage(error));
      },
    });
  });

  return (
    <Modal opened={trackId !== null} onClose={close} title={`Send Mail: ${trackName}`} size="lg">
      <form onSubmit={submit} noValidate aria-label="Send mail to the TPC">
        <Stack gap="sm">
          <AlertMessage alert={alert} onClose={hide} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="reminder-audience">
              Send to
            </Text>
            <SegmentedControl aria-labelledby="reminder-audience" data={TPC_REMINDER_AUDIENCES.map((a) => ({ value: String(a.value), label: a.label }))} {...form.getInputProps("status")} />
          </Stack>
          <Text size="sm" aria-live="polite">
            {recipients === 0 ? "Nobody is in this group: nothing would be sent." : `${people(recipients)} will receive this mail.`}
          </Text>
          <SenderEmailInput placeholder="e.g. programme" {...form.getInputProps("sender_email")} />
          <TextInput label="Subject" required {...form.getInputProps("subject")} />
          <Textarea label="Message" required rows={7} {...form.getInputProps("message")} />
          <DialogActions onCancel={close} cancelLabel="Close" loading={send.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
