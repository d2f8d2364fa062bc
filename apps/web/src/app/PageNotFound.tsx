import { Center, Text } from "@mantine/core";

/** Spec: the not-found screen shows only the text PageNotFound. */
export default function PageNotFound() {
  return (
    <Center component="main" mih="60vh">
      <Text component="h1" fz="xl" fw={600}>
        PageNotFound
      </Text>
    </Center>
  );
}
