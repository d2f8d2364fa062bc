import { Button, Group, NativeSelect, Text } from "@mantine/core";
import { useViewportMatches } from "../lib/viewport";

export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  /** Total number of records. */
  total: number;
  perPage: number;
  onChange: (page: number) => void;
}

/** Spec part 1 §9: page buttons switch to a "Go To" selector past 10 pages or below 1024 px. */
export const GO_TO_PAGE_THRESHOLD = 10;
export const NARROW_VIEWPORT_QUERY = "(max-width: 1023.98px)";

// The spec's labels: New (first page), Prev, Next, Old (last page).
export function Pager({ page, total, perPage, onChange }: PagerProps) {
  // read while rendering (lib/viewport.ts): a value set after mounting redrew the pager
  const narrow = useViewportMatches(NARROW_VIEWPORT_QUERY);
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  const current = Math.min(Math.max(1, page), pageCount);
  const useGoTo = pageCount > GO_TO_PAGE_THRESHOLD || narrow;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onChange(target);
  };

  return (
    <Group component="nav" aria-label="Pagination" justify="space-between" gap="sm" wrap="wrap" mt="md">
      <Text size="sm" c="dimmed">
        Page {current} of {pageCount} · {total} {total === 1 ? "record" : "records"}
      </Text>
      <Group gap={6} wrap="wrap">
        <Button variant="default" size="compact-sm" disabled={current === 1} onClick={() => go(1)}>
          New
        </Button>
        <Button variant="default" size="compact-sm" disabled={current === 1} onClick={() => go(current - 1)}>
          Prev
        </Button>
        {useGoTo ? (
          <NativeSelect
            label="Go To"
            size="xs"
            styles={{ root: { display: "flex", alignItems: "center", gap: 6 }, label: { marginBottom: 0 } }}
            value={String(current)}
            data={pages.map((p) => ({ value: String(p), label: String(p) }))}
            onChange={(e) => go(Number(e.currentTarget.value))}
          />
        ) : (
          pages.map((p) => (
            <Button
              key={p}
              size="compact-sm"
              variant={p === current ? "filled" : "default"}
              aria-current={p === current ? "page" : undefined}
              aria-label={`Page ${p}`}
              onClick={() => go(p)}
            >
              {p}
            </Button>
          ))
        )}
        <Button variant="default" size="compact-sm" disabled={current === pageCount} onClick={() => go(current + 1)}>
          Next
        </Button>
        <Button variant="default" size="compact-sm" disabled={current === pageCount} onClick={() => go(pageCount)}>
          Old
        </Button>
      </Group>
    </Group>
  );
}
