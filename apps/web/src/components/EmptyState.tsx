import type { ReactNode } from "react";
import { Paper, Stack, Text } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";

export interface EmptyStateProps {
  /** Defaults to the spec's "No record found". */
  message?: string;
  /** Optional action (e.g. an Add button). */
  children?: ReactNode;
}

export function EmptyState({ message = "No record found", children }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" bg="white">
      <Stack align="center" gap="xs">
        <IconInbox size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text c="dimmed">{message}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
