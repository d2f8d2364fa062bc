import { useEffect, useState } from "react";
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { NOTIFICATION_PLACEHOLDERS } from "@symposia/domain";
import { notifyError, notifyWarning } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { type NotificationJobBody, usePreviewNotificationJob, useStartNotificationJob } from "../api/notificationJobs";
import type { NotificationJob, NotificationJobInput, NotificationJobPreview } from "@symposia/domain";

export interface BulkNotificationDialogProps {
  confId: number;
  opened: boolean;
  filter: { status: number; label: string; count: number };
  onClose: () => void;
  onStarted: (job: NotificationJob) => void;
}

/** The job's heading and message (notificationJobSchema), plus the "use each paper's template" switch. */
type BulkForm = Pick<NotificationJobInput, "heading" | "message"> & { useTemplates: boolean };

const papersText = (n: number) => `${n} paper${n === 1 ? "" : "s"}`;
const mailsText = (n: number) => `${n} mail${n === 1 ? "" : "s"}`;

/**
 * Notify the authors of every paper in the current filter. By default each paper gets the template
 * of its own decision; a custom text may use placeholders that are filled in per paper. The numbers
 * shown and confirmed are the server's (a preview of the same call), counted again at Send.
 */
export function BulkNotificationDialog({ confId, opened, filter, onClose, onStarted }: BulkNotificationDialogProps) {
  const confirm = useConfirm();
  const start = useStartNotificationJob(confId);
  const form = useForm<BulkForm>({
    initialValues: { useTemplates: true, heading: "", message: "" },
    validate: {
      heading: (v, values) => (values.useTemplates || v.trim() ? null : "Heading is required."),
      message: (v, values) => (values.useTemplates || v.trim() ? null : "Message is required."),
    },
  });
  const previewCall = usePreviewNotificationJob(confId);
  const [preview, setPreview] = useState<NotificationJobPreview | null>(null);
  const { reset } = form;
  const { mutateAsync: askPreview } = previewCall;
  useEffect(() => {
    if (!opened) return;
    reset();
    setPreview(null);
    askPreview({ status: filter.status }).then(
      (res) => setPreview(res.result),
      (error: unknown) => notifyError(errorMessage(error)),
    );
  }, [opened, reset, askPreview, filter.status]);

  const submit = form.onSubmit(async (values) => {
    const body: NotificationJobBody = {
      status: filter.status,
      ...(values.useTemplates ? {} : { heading: values.heading, message: values.message }),
    };
    try {
      // counted again now: papers may have been decided since the dialog opened
      const counted = (await askPreview(body)).result;
      setPreview(counted);
      if (counted.recipients === 0)
        return notifyWarning(`Nobody would be mailed: no paper in "${filter.label}" has an author to notify.`);
      const question = `Send ${mailsText(counted.recipients)} to the authors of ${papersText(counted.papers)} in "${filter.label}"?`;
      if (!(await confirm(question))) return;
      const res = await start.mutateAsync(body);
      if (!res.success) {
        notifyWarning(res.message);
        return;
      }
      onStarted(res.result);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) notifyError(errorMessage(error));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Notify all authors" size="lg">
      {opened && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" aria-live="polite">
              {preview
                ? `${mailsText(preview.recipients)} to the authors of the ${papersText(preview.papers)} ` +
                  `in “${filter.label}”: every author receives one mail per paper.`
                : `Counting the authors of the papers in “${filter.label}”…`}
            </Text>
            <Checkbox
              label="Use each paper's decision template (with its reviews, without reviewer names)"
              {...form.getInputProps("useTemplates", { type: "checkbox" })}
            />
            {!form.values.useTemplates && (
              <>
                <TextInput label="Heading" required {...form.getInputProps("heading")} />
                <Textarea label="Message" required autosize minRows={8} {...form.getInputProps("message")} />
                <Text size="xs" c="dimmed">
                  Filled in per paper: {NOTIFICATION_PLACEHOLDERS.join(", ")}
                </Text>
              </>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="submit"
                loading={start.isPending || previewCall.isPending}
                disabled={preview?.recipients === 0}
              >
                Send to all
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
