import { Alert, Group, Text } from "@mantine/core";
import { IconEyeOff } from "@tabler/icons-react";
import type { ReviewingModel } from "@symposia/domain";
import { useReviewingModel } from "../../lib/api/reviewingModel";

const MODEL_LINES: Record<ReviewingModel, string> = {
  "Double-blind": "reviewers do not see authors",
  "Single-blind": "reviewers see authors; authors do not see reviewers",
  Open: "reviewers see authors, and authors see reviewer names",
};

/** "Double-blind: reviewers do not see authors": what the conference's anonymity model means. */
export function reviewingModelLine(model: ReviewingModel): string {
  return `${model}: ${MODEL_LINES[model]}`;
}

/** The mode on the chairs' paper screens; nothing while the conference is loading. */
export function ReviewingModelNote({ confId }: { confId: number | null }) {
  const model = useReviewingModel(confId);
  if (!model) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <IconEyeOff size={16} aria-hidden style={{ visibility: model === "Double-blind" ? "visible" : "hidden" }} />
      <Text size="sm" c="dimmed">
        <Text span fw={600} inherit>
          {model}:
        </Text>{" "}
        {MODEL_LINES[model]}
      </Text>
    </Group>
  );
}

/** In the submission dialog of a Double-blind conference: the file must not name its authors. */
export function AnonymiseFileAlert({ confId }: { confId: number | null }) {
  if (useReviewingModel(confId) !== "Double-blind") return null;
  return (
    <Alert
      color="indigo"
      variant="light"
      icon={<IconEyeOff size={18} aria-hidden />}
      title="Double-blind review: anonymise your file"
    >
      Reviewers will not see who wrote this paper. Remove the authors&apos; names, affiliations and acknowledgements
      from the file, and cite your own earlier work in the third person.
    </Alert>
  );
}
