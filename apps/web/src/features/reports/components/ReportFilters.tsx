import { Badge, Button, Group } from "@mantine/core";
import type { DecisionDef, ReportCount } from "@symposia/domain";
import { reportFilters } from "../../../lib/decisionLabels";

export interface ReportFiltersProps {
  value: number;
  counts: ReportCount[] | undefined;
  onChange: (status: number) => void;
  /** the conference's decision list: the decided filters are named with its labels */
  decisions?: readonly DecisionDef[];
}

/** The Reports filter buttons (codes 1000, 0, 30, 25, 18, 20, 35, 1010), each with its count. */
export function ReportFilters({ value, counts, onChange, decisions }: ReportFiltersProps) {
  return (
    <Group gap="xs" role="group" aria-label="Filter papers by status">
      {reportFilters(decisions).map((filter) => {
        const count = counts?.find((c) => c.status === filter.value)?.count;
        const active = filter.value === value;
        return (
          <Button
            key={filter.value}
            size="xs"
            variant={active ? "filled" : "light"}
            aria-pressed={active}
            onClick={() => onChange(filter.value)}
            rightSection={
              <Badge size="sm" variant={active ? "white" : "filled"}>
                {count ?? "…"}
              </Badge>
            }
          >
            {filter.label}
          </Button>
        );
      })}
    </Group>
  );
}
