import { Alert, Badge, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import type { BulkMailDelivery } from "@symposia/domain";
import { useMailDelivery } from "../api/mailDelivery";

function DeliveryRow({ kind }: { kind: BulkMailDelivery }) {
  return (
    <Stack gap={4} aria-label={`Delivery of ${kind.label}`} role="group">
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {kind.label}
        </Text>
        <Badge color="teal" variant="light">
          {kind.sent} sent
        </Badge>
        <Badge color={kind.failed > 0 ? "red" : "gray"} variant="light">
          {kind.failed} failed
        </Badge>
        {kind.waiting > 0 && (
          <Badge color="blue" variant="light">
            {kind.waiting} waiting
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          of {kind.total} queued
        </Text>
      </Group>
      {kind.failures.length > 0 && (
        <Alert color="red" variant="light" title="Not delivered (the mail server refused them after every retry)">
          <List size="sm">
            {kind.failures.map((f, i) => (
              <List.Item key={`${f.to}-${i}`}>
                {f.to}: {f.error ?? "no reason given"}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * What became of the bulk mails chairs sent from this screen (and reminders sent elsewhere):
 * sent, failed and still waiting, kept from the outbox so the result stays after the dialog closed.
 */
export function MailDeliveryPanel({ confId }: { confId: number }) {
  const delivery = useMailDelivery(confId);
  const kinds = (delivery.data ?? []).filter((k) => k.total > 0);
  if (kinds.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-label="Mail delivery">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Mail delivery
        </Title>
        {kinds.map((kind) => (
          <DeliveryRow key={kind.kind} kind={kind} />
        ))}
      </Stack>
    </Paper>
  );
}
