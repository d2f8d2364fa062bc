import { Button, Group, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import type { Paper } from "@symposia/domain";
import { useCameraReady } from "../api/cameraReady";

/**
 * Camera-ready, on an accepted paper's card: "Upload final version" while the server
 * says uploads are open for it, and whether a final version is in.
 */
export function FinalVersionButton({ paper, onOpen }: { paper: Paper; onOpen: (paper: Paper) => void }) {
  const info = useCameraReady(paper.id);
  if (!info.data) return null;
  const { open, version } = info.data;
  return (
    <Group gap="xs">
      {open && (
        <Button
          size="compact-sm"
          variant="filled"
          leftSection={<IconUpload size={14} aria-hidden />}
          onClick={() => onOpen(paper)}
        >
          Upload final version
        </Button>
      )}
      {version && (
        <Text size="xs" c="dimmed">
          Final version uploaded
        </Text>
      )}
    </Group>
  );
}
