import { Button, Center, Stack, Text } from "@mantine/core";
import { useNavigate } from "react-router";
import { paths } from "./paths";

/**
 * What a page the caller may not use shows instead of its content: a plain sentence and a way
 * back (the previous screen, or the conference list when the page was opened directly).
 */
export function NoAccess() {
  const navigate = useNavigate();
  const goBack = () => {
    // a page opened from a link or a bookmark has no screen of ours to go back to
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.allConference());
  };
  return (
    <Center component="main" mih="40vh">
      <Stack align="center" gap="md">
        <Text component="h1" fz="xl" fw={600}>
          You do not have access to this page
        </Text>
        <Button variant="light" onClick={goBack}>
          Go back
        </Button>
      </Stack>
    </Center>
  );
}
