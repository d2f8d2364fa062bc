import { useEffect, useState } from "react";
import { Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notificationTemplateSchema } from "@symposia/domain";
import { notifyError, notifySuccess, notifyWarning } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { type TemplateKind, templateKindFor, useNotificationTemplate, useSendNotification } from "../api/notifications";
import type { NotificationTemplate } from "@symposia/domain";
import { DialogActions } from "../../../components/DialogActions";
import { LoadingIndicator } from "../../../components/LoadingIndicator";

export interface SendNotificationDialogProps {
  paper: { id: number; paper_sequence: number; paper_title: string; decision: string } | null;
  onClose: () => void;
}

/** Send Notification: the template for the paper's decision, editable, sent to every author. */
export function SendNotificationDialog({ paper, onClose }: SendNotificationDialogProps) {
  const confirm = useConfirm();
  const [kind, setKind] = useState<TemplateKind>(templateKindFor(paper?.decision));
  const template = useNotificationTemplate(paper?.id ?? 0, kind, paper !== null);
  const send = useSendNotification();
  const form = useForm<NotificationTemplate>({
    initialValues: { heading: "", message: "" },
    validate: schemaResolver(notificationTemplateSchema, { sync: true }),
  });

  useEffect(() => {
    setKind(templateKindFor(paper?.decision));
  }, [paper]);
  const { setValues } = form;
  useEffect(() => {
    if (template.data) setValues(template.data);
  }, [template.data, setValues]);

  const submit = form.onSubmit(async (values) => {
    if (!paper) return;
    if (!(await confirm(`Send this notification to every author of paper ${paper.paper_sequence}?`))) return;
    try {
      const res = await send.mutateAsync({ paperId: paper.id, ...values });
      if (!res.success) {
        notifyWarning(res.message);
        return;
      }
      notifySuccess(res.message);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) notifyError(errorMessage(error));
    }
  });

  return (
    <Modal opened={paper !== null} onClose={onClose} title="Send Notification" size="xl">
      {paper && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Paper {paper.paper_sequence}: {paper.paper_title} (decision: {paper.decision})
            </Text>
            <SegmentedControl
              aria-label="Template"
              value={kind}
              onChange={(v) => setKind(v as TemplateKind)}
              data={[
                { value: "accepted", label: "Acceptance template" },
                { value: "rejected", label: "Rejection template" },
              ]}
            />
            {template.isLoading ? (
              <LoadingIndicator label="Loading template" />
            ) : (
              <>
                <TextInput label="Heading" required {...form.getInputProps("heading")} />
                <Textarea
                  label="Message"
                  required
                  autosize
                  minRows={10}
                  maxRows={24}
                  {...form.getInputProps("message")}
                />
              </>
            )}
            <DialogActions onCancel={onClose} loading={send.isPending} disabled={template.isLoading} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
