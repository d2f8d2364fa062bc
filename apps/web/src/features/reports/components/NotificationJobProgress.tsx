import { useEffect } from "react";
import { Alert, CloseButton, Group, Progress, Stack, Text } from "@mantine/core";
import { useNotificationJob } from "../api/notificationJobs";

export interface NotificationJobProgressProps {
  jobId: number;
  onDismiss: () => void;
  onFinished?: () => void;
}

/** The bulk mailing's progress bar, polled until the job is done. */
export function NotificationJobProgress({ jobId, onDismiss, onFinished }: NotificationJobProgressProps) {
  const job = useNotificationJob(jobId).data;
  const finished = job?.state === "done" || job?.state === "failed";
  useEffect(() => {
    if (finished) onFinished?.();
  }, [finished, onFinished]);
  if (!job) return null;
  const color = job.state === "failed" ? "red" : job.state === "done" ? "teal" : "blue";
  const summary =
    job.state === "done"
      ? `Done: ${job.processed} of ${job.total} papers, ${job.mails_queued} mails sent to the outbox.`
      : job.state === "failed"
        ? `Stopped after ${job.processed} of ${job.total} papers: ${job.last_error ?? "unknown error"}`
        : `Sending: ${job.processed} of ${job.total} papers…`;
  return (
    <Alert color={color} variant="light" title={`Notification to "${job.status_label}"`} aria-live="polite">
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap">
          <Progress.Root size="lg" style={{ flex: 1 }}>
            {/* the section carries role="progressbar" and its values */}
            <Progress.Section
              value={job.progress}
              color={color}
              striped={!finished}
              animated={!finished}
              aria-label="Notification progress"
            />
          </Progress.Root>
          <Text size="sm" fw={600} w={48} ta="right">
            {job.progress}%
          </Text>
          {finished && <CloseButton aria-label="Dismiss" onClick={onDismiss} />}
        </Group>
        <Text size="sm">{summary}</Text>
      </Stack>
    </Alert>
  );
}
