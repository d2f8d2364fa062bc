import { Select, type SelectProps } from "@mantine/core";
import { useSearchableSelect } from "../lib/useSearchableSelect";
import { COUNTRY_NAMES } from "@symposia/domain";

const COUNTRY_DATA = [...COUNTRY_NAMES];

export type CountrySelectProps = Omit<SelectProps, "data" | "searchable">;

/**
 * Searchable country picker over the shared list (the server validates with countryField); its
 * dropdown of ~250 options mounts when it is first focused (lib/useSearchableSelect.ts).
 */
export function CountrySelect({
  label = "Country",
  placeholder = "Select a country",
  onFocus,
  ...props
}: CountrySelectProps) {
  const searchable = useSearchableSelect(onFocus);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={COUNTRY_DATA}
      {...searchable.props}
      nothingFoundMessage="No country matches"
      limit={300}
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
