// "Tag all N results": one tag (or untag) over every paper the current search finds, across pages.
// Each paper is judged by the server; the outcome says how many were changed and how many refused.
import { useState } from "react";
import { Button, Group, Text, TextInput } from "@mantine/core";
import { useBulkTags } from "../../lib/api/search";

export function BulkTagResults({ confId, q, total }: { confId: number; q: string; total: number }) {
  const bulk = useBulkTags(confId);
  const [tag, setTag] = useState("");
  const run = (action: "tag" | "untag") => bulk.mutate({ q, action, tags: tag.split(/\s+/).filter(Boolean) });
  const names = tag.trim() !== "";
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" role="group" aria-label="Act on all results">
      <TextInput
        size="xs"
        label={`Tags for all ${total} results`}
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
        Tag all {total}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        disabled={!names || total === 0}
        loading={bulk.isPending && bulk.variables?.action === "untag"}
        onClick={() => run("untag")}
      >
        Untag all
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
