import { useState } from "react";
import {
  Box,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { UserSearch } from "../../../components/UserSearch";
import type { UserSearchHit } from "@symposia/domain";
import type { AuditLogFilters } from "../api/listAuditLog";
import { RECORD_TYPES, RECORDED_ACTIONS, actionLabel, recordTypeLabel } from "../historyText";

/**
 * The filters as typed, under the query schema's names (AuditLogFilters): the id inputs answer ""
 * while empty, and the actor is the picked user rather than their id.
 */
type Draft = Required<Pick<AuditLogFilters, "entity_type" | "action">> & {
  [K in "conf_id" | "entity_id"]: number | string;
} & { actor: UserSearchHit | null };

const EMPTY: Draft = { conf_id: "", entity_type: "", entity_id: "", action: "", actor: null };

const RECORD_TYPE_OPTIONS = [
  { value: "", label: "Any record type" },
  ...RECORD_TYPES.map((t) => ({ value: t, label: recordTypeLabel(t) })),
];
const ACTION_OPTIONS = [
  { value: "", label: "Any action" },
  ...RECORDED_ACTIONS.map((a) => ({ value: a, label: actionLabel({ action: a, details: null }) })),
];

/** NumberInput answers "" while empty; only a positive whole number filters. */
const idOrUndefined = (value: number | string) =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;

function toFilters(d: Draft): AuditLogFilters {
  return {
    conf_id: idOrUndefined(d.conf_id),
    entity_type: d.entity_type || undefined,
    entity_id: idOrUndefined(d.entity_id),
    action: d.action || undefined,
    actor_id: d.actor?.id,
  };
}

/** The Audit Log's filters; they apply together on "Apply filters" (or Enter), so typing an id fetches once. */
export function AuditLogFilterForm({ onApply }: { onApply: (filters: AuditLogFilters) => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <form
      aria-label="Filter the audit log"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onApply(toFilters(draft));
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <NumberInput
            label="Conference id"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={draft.conf_id}
            onChange={(v) => set("conf_id", v)}
          />
          <NativeSelect
            label="Record type"
            data={RECORD_TYPE_OPTIONS}
            value={draft.entity_type}
            onChange={(e) => set("entity_type", e.currentTarget.value)}
          />
          <NumberInput
            label="Record id"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={draft.entity_id}
            onChange={(v) => set("entity_id", v)}
          />
          <NativeSelect
            label="Action"
            data={ACTION_OPTIONS}
            value={draft.action}
            onChange={(e) => set("action", e.currentTarget.value)}
          />
        </SimpleGrid>
        {draft.actor ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Actor
            </Text>
            <Paper withBorder radius="sm" p="xs" maw={420}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text size="sm">
                    {draft.actor.first_name} {draft.actor.last_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {draft.actor.email}
                  </Text>
                </Stack>
                <CloseButton aria-label="Clear the actor" onClick={() => set("actor", null)} />
              </Group>
            </Paper>
          </Stack>
        ) : (
          <Box maw={420}>
            <UserSearch label="Actor" onPick={(user) => set("actor", user)} />
          </Box>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              setDraft(EMPTY);
              onApply({});
            }}
          >
            Clear filters
          </Button>
          <Button type="submit">Apply filters</Button>
        </Group>
      </Stack>
    </form>
  );
}
