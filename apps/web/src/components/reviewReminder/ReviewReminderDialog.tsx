import { useEffect, useState } from "react";
import { Button, Group, Modal, NativeSelect, Paper, ScrollArea, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { DEFAULT_REMINDER_MESSAGE, DEFAULT_REMINDER_SUBJECT, REMINDER_PLACEHOLDERS } from "@symposia/domain";
import type { ReminderMail } from "@symposia/domain";
import { notifyError, notifySuccess, notifyWarning } from "../notify";
import { useConfirm } from "../useConfirm";
import { errorMessage } from "../../lib/api/errors";
import { useTrackOptions } from "../../lib/api/tracks";
import { applyServerFieldErrors } from "../../lib/forms";
import { type ReminderRequest, useReviewReminder } from "../../lib/api/reviewReminder";

export interface ReviewReminderDialogProps {
  confId: number;
  opened: boolean;
  onClose: () => void;
  /** pre-selects this track (opened from a track's card) */
  trackId?: number | null;
  /** its name, so the choice shows before (or without) the conference's track list */
  trackName?: string;
}

interface ReminderForm {
  track: string;
  subject: string;
  message: string;
}

/**
 * Remind the reviewers who still owe reviews (one mail each). Preview shows exactly the mails that
 * Send would queue; reviewers are never reminded of papers they wrote or are conflicted with.
 * Shared by every place chairs chase reviewers: Reports, a track's card, the conference card.
 */
export function ReviewReminderDialog({
  confId,
  opened,
  onClose,
  trackId = null,
  trackName,
}: ReviewReminderDialogProps) {
  const confirm = useConfirm();
  const tracks = useTrackOptions(opened ? confId : null);
  const remind = useReviewReminder(confId);
  const [preview, setPreview] = useState<ReminderMail[] | null>(null);
  const form = useForm<ReminderForm>({
    initialValues: { track: "", subject: DEFAULT_REMINDER_SUBJECT, message: DEFAULT_REMINDER_MESSAGE },
    validate: {
      subject: (v) => (v.trim() ? null : "Subject is required."),
      message: (v) => (v.trim() ? null : "Message is required."),
    },
    onValuesChange: () => setPreview(null),
  });
  // reset to the defaults, on the given track; setInitialValues and reset keep their identity
  // across renders (setValues does not), so this runs once per opening
  const { reset, setInitialValues } = form;
  useEffect(() => {
    if (opened) {
      setInitialValues({
        track: trackId === null ? "" : String(trackId),
        subject: DEFAULT_REMINDER_SUBJECT,
        message: DEFAULT_REMINDER_MESSAGE,
      });
      reset();
      setPreview(null);
    }
  }, [opened, reset, setInitialValues, trackId]);

  const body = (values: ReminderForm, asPreview: boolean): ReminderRequest => ({
    ...(values.track ? { track_id: Number(values.track) } : {}),
    subject: values.subject,
    message: values.message,
    preview: asPreview,
  });

  const showPreview = form.onSubmit(async (values) => {
    try {
      const res = await remind.mutateAsync(body(values, true));
      setPreview(res.result.mails);
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) notifyError(errorMessage(error));
    }
  });

  const send = async () => {
    if (form.validate().hasErrors || !preview) return;
    if (!(await confirm(`Send ${preview.length} reminder${preview.length === 1 ? "" : "s"}?`))) return;
    try {
      const res = await remind.mutateAsync(body(form.getValues(), false));
      if (!res.success) return notifyWarning(res.message);
      notifySuccess(res.message);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) notifyError(errorMessage(error));
    }
  };

  const listed = (tracks.data ?? []).map((t) => ({ value: String(t.id), label: t.track_name }));
  const given =
    trackId !== null && !listed.some((t) => t.value === String(trackId))
      ? [{ value: String(trackId), label: trackName ?? `Track ${trackId}` }]
      : [];
  const trackOptions = [{ value: "", label: "All tracks" }, ...given, ...listed];
  return (
    <Modal opened={opened} onClose={onClose} title="Remind reviewers" size="xl">
      <form onSubmit={showPreview} noValidate aria-label="Remind reviewers">
        <Stack gap="sm">
          <Text size="sm">
            Reviewers with unsubmitted reviews get one mail listing their missing papers. Placeholders:{" "}
            {Object.values(REMINDER_PLACEHOLDERS).join(", ")}.
          </Text>
          <NativeSelect label="Track" data={trackOptions} {...form.getInputProps("track")} />
          <TextInput label="Subject" required {...form.getInputProps("subject")} />
          <Textarea label="Message" required autosize minRows={6} {...form.getInputProps("message")} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="light" loading={remind.isPending && preview === null}>
              Preview
            </Button>
            <Button
              onClick={() => void send()}
              disabled={!preview || preview.length === 0}
              loading={remind.isPending && preview !== null}
            >
              Send reminders
            </Button>
          </Group>
          {preview && (
            <Stack gap="xs" aria-label="Reminder preview">
              <Text size="sm" fw={600}>
                {preview.length === 0
                  ? "No reviewer has a missing review: nothing would be sent."
                  : `${preview.length} mail${preview.length === 1 ? "" : "s"} would be sent:`}
              </Text>
              {/* keyboard users scroll a long preview too (axe: scrollable-region-focusable) */}
              <ScrollArea.Autosize
                mah={360}
                viewportProps={{ tabIndex: 0, role: "region", "aria-label": "Reminder mails" }}
              >
                <Stack gap="xs">
                  {preview.map((mail) => (
                    <Paper key={mail.to} withBorder p="xs" radius="sm" aria-label={`Reminder to ${mail.to}`}>
                      <Text size="xs" c="dimmed">
                        To: {mail.to}
                      </Text>
                      <Text size="sm" fw={600}>
                        {mail.subject}
                      </Text>
                      <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                        {mail.text}
                      </Text>
                    </Paper>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Stack>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
