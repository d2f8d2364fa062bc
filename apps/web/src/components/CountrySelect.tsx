import { Select, type SelectProps } from "@mantine/core";
import { searchableSelectProps } from "../lib/optionSearch";
import { COUNTRY_NAMES } from "@symposia/domain";

const COUNTRY_DATA = [...COUNTRY_NAMES];

export type CountrySelectProps = Omit<SelectProps, "data" | "searchable">;

/** Searchable country picker over the shared list (the server validates with countryField). */
export function CountrySelect({ label = "Country", placeholder = "Select a country", ...props }: CountrySelectProps) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={COUNTRY_DATA}
      {...searchableSelectProps}
      nothingFoundMessage="No country matches"
      limit={300}
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
