import { useState } from "react";
import { ActionIcon, Badge, Button, Group, Popover, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconClockPlus } from "@tabler/icons-react";
import { notifySuccess } from "../../../components/notify";
import { useConference } from "../../../lib/api/conferences";
import { errorMessage } from "../../../lib/api/errors";
import { useExtendReviewDeadline, useRemoveReviewExtension, useReviewExtensions } from "../api/extendReviewDeadline";

/**
 * Extend one reviewer's hard review deadline for one paper: the reviewer may submit or
 * update their review until the given time, in the conference's deadline time zone. A current
 * extension shows beside the reviewer and can be removed here, where it was granted.
 */
export function ExtendDeadlineButton({
  confId,
  paperId,
  reviewerId,
  reviewerName,
}: {
  confId: number;
  paperId: number;
  reviewerId: number;
  reviewerName: string;
}) {
  const conference = useConference(confId);
  const zone =
    typeof conference.data?.timezone_for_deadline === "string" ? conference.data.timezone_for_deadline : "UTC";
  const current = (useReviewExtensions(paperId).data ?? []).find((e) => e.reviewer_id === reviewerId) ?? null;
  const extend = useExtendReviewDeadline();
  const remove = useRemoveReviewExtension();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const until = current ? `${current.deadline.local} ${current.deadline.timezone}` : "";

  const submit = () => {
    setError(null);
    extend.mutate(
      { paperId, reviewer_id: reviewerId, deadline: value },
      {
        onSuccess: (res) => {
          notifySuccess(
            `${res.message} ${reviewerName} may review until ${res.result.deadline.local} ${res.result.deadline.timezone}.`,
          );
          setOpened(false);
          setValue("");
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  const removeCurrent = () => {
    setError(null);
    remove.mutate(
      { paperId, reviewerId },
      {
        onSuccess: () => {
          notifySuccess(`The extension has been removed: ${reviewerName} is held to the hard review deadline again.`);
          setOpened(false);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Group gap={4} wrap="nowrap">
      {current && (
        <Tooltip label={`${reviewerName} may review until ${until}`}>
          <Badge size="xs" color="teal.9" variant="outline">
            Extended to {current.deadline.local}
          </Badge>
        </Tooltip>
      )}
      <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
        <Popover.Target>
          <Tooltip label="Extend this reviewer's review deadline">
            <ActionIcon
              variant="subtle"
              aria-label={`Extend the review deadline of ${reviewerName}`}
              onClick={() => setOpened((o) => !o)}
            >
              <IconClockPlus size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" w={260}>
            {current && (
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="xs">Extended until {until}.</Text>
                <Button
                  size="xs"
                  variant="light"
                  color="red.9"
                  onClick={removeCurrent}
                  loading={remove.isPending}
                  aria-label={`Remove the extension of ${reviewerName}`}
                >
                  Remove
                </Button>
              </Group>
            )}
            <TextInput
              label={`Extended deadline (${zone})`}
              description="YYYY-MM-DD HH:mm; replaces the hard review deadline for this reviewer and paper."
              placeholder="2030-01-31 23:59"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
            />
            <Button size="xs" onClick={submit} loading={extend.isPending} disabled={!value.trim()}>
              {current ? "Change" : "Extend"}
            </Button>
            <Text size="xs" c="dimmed">
              Reviewing must still be open (Permit PC Members to Enter Reviews).
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
