import { Badge, Group } from "@mantine/core";
import type { DiscussionSummaryItem } from "@symposia/domain";

/**
 * All Papers' discussion flags of one paper. Filled badges use shades white text reaches
 * 4.5:1 on (grape.9 7.3:1, red.9 5.5:1); filled orange (3.6:1) failed axe.
 */
export function DiscussionBadges({ item }: { item: DiscussionSummaryItem }) {
  return (
    <Group gap={4} aria-label="Discussion">
      {item.in_discussion && (
        <Badge size="xs" color="grape.9">
          In discussion
        </Badge>
      )}
      {item.disagreement && (
        <Badge size="xs" color="red.9">
          Disagreement ({item.score_spread})
        </Badge>
      )}
      {item.comments === 0 ? (
        <Badge size="xs" color="gray" variant="outline">
          No comments
        </Badge>
      ) : item.new_comments > 0 ? (
        <Badge size="xs" color="blue">
          {item.new_comments} new
        </Badge>
      ) : null}
      {item.recommendation && (
        <Badge size="xs" color="teal" variant="light">
          Lead: {item.recommendation}
        </Badge>
      )}
    </Group>
  );
}
