// The search box of All Papers and Review Papers. The query lives in the page's URL (?q=), so a
// search reloads, bookmarks and travels in a link. It runs on Enter (a query is a sentence: running
// it half-typed would list errors for every unfinished term).
// What the server could not read is listed under the box with its position.
import { useEffect, useState } from "react";
import { ActionIcon, Group, List, Loader, Stack, Text, TextInput } from "@mantine/core";
import { IconHelp, IconSearch } from "@tabler/icons-react";
import type { SearchError } from "@symposia/domain";
import { SearchHelpPanel } from "./SearchHelpPanel";

export interface PaperSearchBoxProps {
  /** the query in the URL */
  value: string;
  onSearch: (q: string) => void;
  errors?: readonly SearchError[];
  busy?: boolean;
}

export function PaperSearchBox({ value, onSearch, errors = [], busy }: PaperSearchBoxProps) {
  const [typed, setTyped] = useState(value);
  const [help, setHelp] = useState(false);
  const send = (q: string) => onSearch(q.trim());
  // the URL changed from elsewhere (a saved search, back/forward): show it
  useEffect(() => setTyped(value), [value]);
  return (
    <Stack gap={4} w={{ base: "100%", sm: 520 }}>
      <Group gap={4} align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="Search with terms"
          placeholder='e.g. status:accepted re:late, #discuss OR spread:>2, ti:"deep learning"'
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={busy ? <Loader size="xs" /> : null}
          description="Press Enter to search"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") send(typed);
          }}
        />
        <ActionIcon
          variant="light"
          size="lg"
          aria-label="Search help"
          aria-expanded={help}
          onClick={() => setHelp((h) => !h)}
        >
          <IconHelp size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {errors.length > 0 && (
        <List size="sm" c="red.8" aria-label="Search problems">
          {errors.map((e) => (
            <List.Item key={`${e.position}-${e.message}`}>
              <Text size="sm" span>
                {e.term ? `“${e.term}” ` : ""}at {e.position + 1}: {e.message}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {help && (
        <SearchHelpPanel
          onExample={(example) => {
            setTyped(example);
            send(example);
          }}
        />
      )}
    </Stack>
  );
}
