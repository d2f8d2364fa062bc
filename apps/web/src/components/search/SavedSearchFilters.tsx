// The conference's saved searches as quick filters above the list; chairs save the current query
// under a name and delete one they no longer need.
import { useState } from "react";
import { ActionIcon, Button, Chip, Group, TextInput } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useDeleteSavedSearch, useSaveSearch, useSavedSearches } from "../../lib/api/search";

export function SavedSearchFilters({
  confId,
  current,
  onPick,
}: {
  confId: number;
  current: string;
  onPick: (q: string) => void;
}) {
  const saved = useSavedSearches(confId);
  const save = useSaveSearch(confId);
  const remove = useDeleteSavedSearch(confId);
  const [name, setName] = useState("");
  if (saved.isError) return null; // not a chair: no saved searches
  return (
    <Group gap="xs" wrap="wrap" aria-label="Saved searches" role="group">
      {(saved.data ?? []).map((s) => (
        <Group key={s.id} gap={0} wrap="nowrap">
          <Chip checked={s.q === current} onChange={() => onPick(s.q === current ? "" : s.q)} size="xs" title={s.q}>
            {s.name}
          </Chip>
          <ActionIcon
            variant="subtle"
            size="xs"
            aria-label={`Delete saved search ${s.name}`}
            onClick={() => remove.mutate(s.id)}
          >
            <IconX size={12} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {current !== "" && (
        <Group gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            aria-label="Name of the search"
            placeholder="Name this search"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            w={160}
          />
          <Button
            size="xs"
            variant="light"
            disabled={name.trim() === ""}
            loading={save.isPending}
            onClick={() => save.mutate({ name: name.trim(), q: current }, { onSuccess: () => setName("") })}
          >
            Save search
          </Button>
        </Group>
      )}
    </Group>
  );
}
