import { NativeSelect } from "@mantine/core";

/**
 * How many rows a paged list shows. The list's page is its caller's state, so the caller returns
 * it to page 1 on a new size (a later page may no longer exist at the new size).
 */
export function PerPageSelect({
  sizes,
  value,
  onChange,
}: {
  sizes: readonly number[];
  value: number;
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
