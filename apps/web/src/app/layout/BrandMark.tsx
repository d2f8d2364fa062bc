import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconPresentation } from "@tabler/icons-react";

/** The product's name with its mark. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={30} radius="md" variant={inverted ? "white" : "filled"} aria-hidden>
        <IconPresentation size={18} />
      </ThemeIcon>
      <Text fw={700} fz="lg" c={inverted ? "white" : undefined}>
        Symposia
      </Text>
    </Group>
  );
}
