import { useEffect, useState } from "react";
import { Group, Progress, Stack, Text } from "@mantine/core";
import type { AutoAssignPhase } from "@symposia/domain";
import { type AutoAssignProgressSource, useAutoAssignProgress } from "../lib/api/autoAssignProgress";

/** A run shorter than this shows no bar: small tracks and conferences answer at once. */
const SHOW_AFTER_MS = 800;

const PHASES: Record<Exclude<AutoAssignPhase, "reading">, string> = {
  balancing: "Balancing the loads",
  candidates: "Choosing candidate reviewers",
  solving: "Matching preferences",
  saving: "Saving the preview",
};

/**
 * The progress of a running Auto Assign (large tracks and conferences take seconds), a track's or a
 * conference-wide one, polled as the bulk notification's is.
 */
export function AutoAssignProgressBar({ source, running }: { source: AutoAssignProgressSource; running: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!running) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [running]);
  const progress = useAutoAssignProgress(source, running && shown).data;
  if (!running || !shown) return null;
  const value = progress?.state === "running" ? progress.progress : 0;
  const phase = progress?.state === "running" ? progress.phase : null;
  const label =
    phase === null
      ? "Starting"
      : phase === "reading"
        ? "trackId" in source
          ? "Reading the track"
          : "Reading the tracks"
        : PHASES[phase];
  return (
    <Stack gap={4} aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <Progress.Root size="lg" style={{ flex: 1 }}>
          {/* the section carries role="progressbar" and its values */}
          <Progress.Section value={value} striped animated aria-label="Auto Assign progress" />
        </Progress.Root>
        <Text size="sm" fw={600} w={48} ta="right">
          {value}%
        </Text>
      </Group>
      <Text size="sm" c="gray.7">
        {label}…
      </Text>
    </Stack>
  );
}
