import { Center, Loader } from "@mantine/core";

/** Shown while a lazy route's code loads. */
export function PageLoader() {
  return (
    <Center mih={240} role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
