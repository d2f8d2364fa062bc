import { Center, Image, Text } from "@mantine/core";
import { imageSrc } from "../imageSrc";

export interface ConferenceLogoProps {
  logo: string | null | undefined;
  mime: string | null | undefined;
  acronym: string;
  size?: number;
}

/** The conference logo, or a block with its acronym when it has none (part 2 §2). */
export function ConferenceLogo({ logo, mime, acronym, size = 72 }: ConferenceLogoProps) {
  const src = imageSrc(logo, mime);
  if (src) return <Image src={src} alt={`${acronym} logo`} w={size} h={size} fit="contain" radius="sm" />;
  return (
    <Center
      w={size}
      h={size}
      bg="indigo.7"
      style={{ borderRadius: 8, flexShrink: 0 }}
      aria-label={`${acronym} logo`}
      role="img"
    >
      <Text c="white" fw={700} size={size > 80 ? "lg" : "sm"} ta="center" style={{ wordBreak: "break-all" }} px={4}>
        {acronym.slice(0, 10)}
      </Text>
    </Center>
  );
}
