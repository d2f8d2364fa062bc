import { useState } from "react";
import { Group, Loader, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { rankedServerOptions, searchableSelectProps } from "../lib/optionSearch";
import { USER_SEARCH_MIN_CHARS, useSearchUsers, type UserSearchHit } from "../lib/api/userSearch";
import { AWAITING_VERIFICATION_LABEL, AwaitingVerificationBadge } from "./AwaitingVerificationBadge";

export interface UserSearchProps {
  onPick: (user: UserSearchHit) => void;
  label?: string;
  placeholder?: string;
  /** Users already chosen (e.g. current chairs) are left out of the results. */
  excludeIds?: readonly number[];
  disabled?: boolean;
}

/**
 * Finds active users by the start of their email, first or last name (GET /search-users) once
 * at least 2 characters are typed; shows id, name and email, and "Awaiting email verification" for
 * an account whose owner has not proven the address (a role given to it waits until they do);
 * calls onPick and clears itself.
 */
export function UserSearch({
  onPick,
  label = "Search users",
  placeholder = "Type at least 2 characters of a name or email",
  excludeIds = [],
  disabled,
}: UserSearchProps) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const { data = [], isFetching } = useSearchUsers(debounced);
  const hits = data.filter((u) => !excludeIds.includes(u.id));
  const byId = new Map(hits.map((u) => [String(u.id), u]));
  const enough = search.trim().length >= USER_SEARCH_MIN_CHARS;

  return (
    <Select
      label={label}
      placeholder={placeholder}
      {...searchableSelectProps}
      clearable={false}
      disabled={disabled}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered; show its answer with the best match first.
      filter={rankedServerOptions}
      data={hits.map((u) => ({
        value: String(u.id),
        label: `${u.first_name} ${u.last_name} <${u.email}>${u.email_verified ? "" : ` (${AWAITING_VERIFICATION_LABEL.toLowerCase()})`}`,
      }))}
      nothingFoundMessage={
        !enough ? `Type at least ${USER_SEARCH_MIN_CHARS} characters` : isFetching ? "Searching…" : "No user found"
      }
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={isFetching ? <Loader size="xs" /> : null}
      renderOption={({ option }) => {
        const u = byId.get(option.value);
        if (!u) return option.label;
        return (
          <Stack gap={0}>
            <Group gap={6}>
              <Text size="sm" fw={500}>
                {u.first_name} {u.last_name}
              </Text>
              <Text size="xs" c="dimmed">
                #{u.id}
              </Text>
              {!u.email_verified && <AwaitingVerificationBadge />}
            </Group>
            <Text size="xs" c="dimmed">
              {u.email}
            </Text>
          </Stack>
        );
      }}
      onChange={(value) => {
        const user = value ? byId.get(value) : undefined;
        if (user) {
          onPick(user);
          setSearch("");
        }
      }}
    />
  );
}
