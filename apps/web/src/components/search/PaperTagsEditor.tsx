// A paper's tags on its row: badges (shared, ~private, ~~chairs'), each removable, and a field that
// adds tags typed with spaces between them (`discuss#2 ~later`).
import { useState } from "react";
import { ActionIcon, Badge, Group, Popover, TextInput } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import type { PaperTag } from "@symposia/domain";
import { useUpdatePaperTags } from "../../lib/api/search";

const COLORS = { shared: "blue", private: "gray", chair: "grape" } as const;

export function PaperTagsEditor({
  confId,
  paperId,
  tags,
}: {
  confId: number;
  paperId: number;
  tags: readonly PaperTag[];
}) {
  const update = useUpdatePaperTags(confId);
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const add = () => {
    const names = typed.split(/\s+/).filter(Boolean);
    if (names.length) update.mutate({ paperId, add: names }, { onSuccess: () => setTyped("") });
  };
  return (
    <Group gap={4} wrap="wrap" aria-label="Tags">
      {tags.map((t) => (
        <Badge
          key={t.name}
          size="sm"
          variant="light"
          color={COLORS[t.visibility]}
          rightSection={
            <ActionIcon
              size="xs"
              variant="transparent"
              aria-label={`Remove tag ${t.name}`}
              onClick={() => update.mutate({ paperId, remove: [t.name] })}
            >
              <IconX size={10} aria-hidden />
            </ActionIcon>
          }
        >
          #{t.name}
          {t.value !== null ? `#${t.value}` : ""}
        </Badge>
      ))}
      <Popover opened={open} onChange={setOpen} position="bottom-start" trapFocus>
        <Popover.Target>
          <ActionIcon size="sm" variant="subtle" aria-label="Add tags" onClick={() => setOpen((o) => !o)}>
            <IconPlus size={12} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <TextInput
            size="xs"
            label="Add tags"
            description="name, ~private, ~~chairs; name#3 sets a value"
            value={typed}
            error={update.error ? update.error.message : undefined}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") add();
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
