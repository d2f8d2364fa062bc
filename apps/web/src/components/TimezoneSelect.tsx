import { useMemo } from "react";
import { Select, type SelectProps } from "@mantine/core";
import { useSearchableSelect } from "../lib/useSearchableSelect";
import { gmtOffsetLabel, timezoneIds, timezoneOptions, type TimezoneOption } from "@symposia/domain";

export type TimezoneSelectProps = Omit<SelectProps, "data" | "searchable">;

/** The option of one listed zone, labelled as in the full list (none for a zone the list does not hold). */
function zoneOptions(value: string | null | undefined): TimezoneOption[] {
  return value && timezoneIds().includes(value) ? [{ value, label: gmtOffsetLabel(value) }] : [];
}

/**
 * Searchable IANA time zone picker; each label shows the zone's current GMT offset. The list
 * (~420 zones, an Intl formatter each) is built when the picker is first focused; until then its
 * only option is the chosen zone, which is all a closed picker shows (lib/useSearchableSelect.ts).
 */
export function TimezoneSelect({
  label = "Timezone",
  placeholder = "Select a timezone",
  value,
  defaultValue,
  onFocus,
  ...props
}: TimezoneSelectProps) {
  const searchable = useSearchableSelect(onFocus);
  const chosen = value ?? defaultValue;
  const chosenOptions = useMemo(() => zoneOptions(chosen), [chosen]);
  const allOptions = useMemo(() => (searchable.focused ? timezoneOptions() : null), [searchable.focused]);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={allOptions ?? chosenOptions}
      {...searchable.props}
      nothingFoundMessage="No timezone matches"
      limit={600}
      maxDropdownHeight={260}
      value={value}
      defaultValue={defaultValue}
      {...props}
    />
  );
}
