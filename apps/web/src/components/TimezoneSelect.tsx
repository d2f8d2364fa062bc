import { useMemo } from "react";
import { Select, type SelectProps } from "@mantine/core";
import { searchableSelectProps } from "../lib/optionSearch";
import { timezoneOptions } from "@symposia/domain";

export type TimezoneSelectProps = Omit<SelectProps, "data" | "searchable">;

/** Searchable IANA time zone picker; each label shows the zone's current GMT offset. */
export function TimezoneSelect({
  label = "Timezone",
  placeholder = "Select a timezone",
  ...props
}: TimezoneSelectProps) {
  const data = useMemo(() => timezoneOptions(), []);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      {...searchableSelectProps}
      nothingFoundMessage="No timezone matches"
      limit={600}
      maxDropdownHeight={260}
      {...props}
    />
  );
}
