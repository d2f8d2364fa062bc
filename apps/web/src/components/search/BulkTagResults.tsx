// Tag (or untag) a set of papers: the rows selected (`paper_ids`) or every paper the current search
// finds, across pages (`q`). Each paper is judged by the server; the outcome says how many were
// changed and how many refused.
import { useState } from "react";
import { Button, Group, Text, TextInput } from "@mantine/core";
import type { PaperBulkTarget } from "@symposia/domain";
import { useBulkTags } from "../../lib/api/search";

export function BulkTagResults({
  confId,
  target,
  count,
  onDone,
}: {
  confId: number;
  target: PaperBulkTarget;
  /** how many papers the target stands for */
  count: number;
  onDone?: () => void;
}) {
  const bulk = useBulkTags(confId);
  const [tag, setTag] = useState("");
  const run = (action: "tag" | "untag") =>
    bulk.mutate({ ...target, action, tags: tag.split(/\s+/).filter(Boolean) }, { onSuccess: () => onDone?.() });
  const names = tag.trim() !== "";
  const all = "q" in target;
  const total = count;
  return (
    <Group
      gap="xs"
      align="flex-end"
      wrap="wrap"
      role="group"
      aria-label={all ? "Act on all results" : "Act on the selection"}
    >
      <TextInput
        size="xs"
        label={all ? `Tags for all ${total} results` : `Tags for the ${total} selected`}
        placeholder="discuss#1 ~later"
        value={tag}
        onChange={(e) => setTag(e.currentTarget.value)}
        w={200}
      />
      <Button
        size="xs"
        variant="light"
        disabled={!names || total === 0}
        loading={bulk.isPending && bulk.variables?.action === "tag"}
        onClick={() => run("tag")}
      >
        {all ? `Tag all ${total}` : `Tag ${total} selected`}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        disabled={!names || total === 0}
        loading={bulk.isPending && bulk.variables?.action === "untag"}
        onClick={() => run("untag")}
      >
        {all ? "Untag all" : `Untag ${total} selected`}
      </Button>
      {bulk.data && (
        <Text size="sm" role="status">
          {bulk.data.done} changed
          {bulk.data.refused > 0
            ? `, ${bulk.data.refused} refused (${bulk.data.results.find((r) => !r.done)?.refusal ?? ""})`
            : ""}
        </Text>
      )}
      {bulk.error && (
        <Text size="sm" c="red.8" role="alert">
          {bulk.error.message}
        </Text>
      )}
    </Group>
  );
}
