import { NativeSelect } from "@mantine/core";

/**
 * How many rows a paged list shows. A new size goes back to the first page, so the rows in view
 * are still the first ones rather than a page that may no longer exist.
 */
export function PerPageSelect({
  sizes,
  value,
  onChange,
}: {
  sizes: readonly number[];
  value: number;
  /** the new size; the caller also returns its list to page 1 */
  onChange: (perPage: number) => void;
}) {
  return (
    <NativeSelect
      label="Per page"
      data={sizes.map(String)}
      value={String(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      w={110}
    />
  );
}
