import { useEffect, useState } from "react";
import { FileInput, Group, Image, Stack, Text } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";

/** What the server accepts (judged by content there); SVG is refused on purpose. */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/gif,image/webp";
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export interface ImageUploadProps {
  label: string;
  /** the stored image (data: URL) shown until a new file is picked */
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  previewHeight: number;
}

/** A logo or banner picker with a preview of the new (or current) image. */
export function ImageUpload({ label, current, file, onChange, error, previewHeight }: ImageUploadProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current;
  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        accept={IMAGE_ACCEPT}
        value={file}
        onChange={onChange}
        clearable
        placeholder="PNG, JPEG, GIF or WebP, at most 2 MB"
        leftSection={<IconPhoto size={16} aria-hidden />}
        error={error}
      />
      {shown ? (
        <Image
          src={shown}
          alt={`${label} preview`}
          h={previewHeight}
          w="auto"
          fit="contain"
          radius="sm"
          style={{ alignSelf: "flex-start" }}
        />
      ) : (
        <Group h={previewHeight} px="md" style={{ border: "1px dashed var(--mantine-color-gray-4)", borderRadius: 8 }}>
          <Text size="sm" c="gray.7">
            No {label.toLowerCase()} yet
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** A message when a picked file cannot be sent, or null. */
export function imageProblem(file: File | null): string | null {
  if (!file) return null;
  if (!IMAGE_ACCEPT.split(",").includes(file.type)) return "Choose a PNG, JPEG, GIF or WebP image.";
  if (file.size > MAX_IMAGE_BYTES) return "The image must be at most 2 MB.";
  return null;
}
