import { Group, Loader, Progress, Stack, Text } from "@mantine/core";

/** 1536 → "1.5 KB": the sizes a chair reads while a file is sent. */
function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A running import: the bytes of the file sent so far (the upload's progress), then, once it is
 * all sent, that the server is at work (a large file takes a while to read and write).
 */
export function ImportProgress({ percent, bytes, dryRun }: { percent: number; bytes: number; dryRun: boolean }) {
  if (percent < 100) {
    return (
      <Stack gap={4} role="status">
        <Progress value={percent} aria-label="Upload progress" />
        <Text size="sm">
          Sending the file: {size(Math.round((bytes * percent) / 100))} of {size(bytes)} ({percent}%)
        </Text>
      </Stack>
    );
  }
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">
        {dryRun
          ? "Running the dry run… the file is sent; the server is reading it (nothing is written)."
          : "Importing… the file is sent; the server is writing it."}
      </Text>
    </Group>
  );
}
