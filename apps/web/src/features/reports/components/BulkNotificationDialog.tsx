import { useEffect } from "react";
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { NOTIFICATION_PLACEHOLDERS } from "@symposia/domain";
import { notifyError, notifyWarning } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { useStartNotificationJob } from "../api/notificationJobs";
import type { NotificationJob, NotificationJobInput } from "@symposia/domain";

export interface BulkNotificationDialogProps {
  confId: number;
  opened: boolean;
  filter: { status: number; label: string; count: number };
  onClose: () => void;
  onStarted: (job: NotificationJob) => void;
}

/** The job's heading and message (notificationJobSchema), plus the "use each paper's template" switch. */
type BulkForm = Pick<NotificationJobInput, "heading" | "message"> & { useTemplates: boolean };

/**
 * Notify the authors of every paper in the current filter. By default each paper gets the template
 * of its own decision; a custom text may use placeholders that are filled in per paper.
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
  const { reset } = form;
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  const submit = form.onSubmit(async (values) => {
    if (!(await confirm(`Send a notification to the authors of all ${filter.count} papers in "${filter.label}"?`))) return;
    try {
      const res = await start.mutateAsync({
        status: filter.status,
        ...(values.useTemplates ? {} : { heading: values.heading, message: values.message }),
      });
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
            <Text size="sm">
              Every author of the {filter.count} papers in &ldquo;{filter.label}&rdquo; receives one mail per paper.
            </Text>
            <Checkbox label="Use each paper's decision template (with its reviews, without reviewer names)" {...form.getInputProps("useTemplates", { type: "checkbox" })} />
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
              <Button type="submit" loading={start.isPending} disabled={filter.count === 0}>
                Send to all
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
