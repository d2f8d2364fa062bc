import { DECISIONS } from "@symposia/domain";

/**
 * The labels a meta-review's recommendation may take: the conference's decision list. For now the
 * spec's five decisions (every conference's default list); the one place to point at a
 * per-conference decision list when there is one.
 */
export function recommendationLabels(_conference: { id: number }): string[] {
  return [...DECISIONS];
}
