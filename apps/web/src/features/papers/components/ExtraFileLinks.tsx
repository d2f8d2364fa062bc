import { Button, Group } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import type { PaperExtraFile, SubmissionFileSlot } from "@symposia/domain";
import { apiDownload } from "../../../lib/api/client";

export interface ExtraFileLinksProps {
  paper: { id: number; paper_sequence: number; extra_files?: PaperExtraFile[] };
  /** the conference's slots, for their labels */
  slots: readonly SubmissionFileSlot[] | undefined;
}

/** The paper's files in the extra slots, one download button each, labelled by slot. */
export function ExtraFileLinks({ paper, slots }: ExtraFileLinksProps) {
  const files = paper.extra_files ?? [];
  if (files.length === 0) return null;
  return (
    <Group gap={4} data-testid="extra-file-links">
      {files.map((f) => {
        const label = slots?.find((s) => s.key === f.slot)?.label ?? f.slot;
        return (
          <Button
            key={f.slot}
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPaperclip size={12} aria-hidden />}
            aria-label={`Download ${label} of paper ${paper.paper_sequence}`}
            onClick={() =>
              void apiDownload(`/paper/extra-file/${paper.id}/${f.slot}`, `${paper.paper_sequence}-${f.slot}`).catch(
                (error: unknown) => console.error(error),
              )
            }
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
