import { FileInput, Stack } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import type { PaperExtraFile, SubmissionFileSlot } from "@symposia/domain";

export interface ExtraFileInputsProps {
  slots: readonly SubmissionFileSlot[];
  files: Record<string, File>;
  errors: Record<string, string>;
  /** the files the paper already has (editing) */
  stored: readonly PaperExtraFile[] | undefined;
  onChange: (key: string, file: File | null) => void;
}

/** One file input per extra file slot of the conference (file_upload_fields_submission_form). */
export function ExtraFileInputs({ slots, files, errors, stored, onChange }: ExtraFileInputsProps) {
  if (slots.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="extra-file-inputs">
      {slots.map((slot) => {
        const kept = stored?.find((f) => f.slot === slot.key);
        const kinds = `${slot.types.join(", ")}, at most ${slot.max_mb} MB`;
        return (
          <FileInput
            key={slot.key}
            label={slot.label}
            description={
              kept
                ? `Leave empty to keep ${kept.file_name ?? "the file"} (${kinds})`
                : slot.required
                  ? `${kinds}; required with the paper file`
                  : kinds
            }
            placeholder="Choose a file"
            required={slot.required && !kept}
            accept={slot.types.map((t) => `.${t}`).join(",")}
            clearable
            leftSection={<IconUpload size={16} aria-hidden />}
            value={files[slot.key] ?? null}
            onChange={(f) => onChange(slot.key, f)}
            error={errors[slot.key]}
          />
        );
      })}
    </Stack>
  );
}
