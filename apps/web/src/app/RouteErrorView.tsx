import { Button, Center, Code, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, useRouteError } from "react-router";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's default error view (spec: "Unexpected Application Error!"). */
export default function RouteErrorView() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={560} w="100%">
        <Stack gap="sm">
          <Title order={1} fz="h2">
            Unexpected Application Error!
          </Title>
          <Text c="dimmed">
            Something went wrong while showing this page. Reloading usually helps; if not, go back to the start.
          </Text>
          <Code block>{describe(error)}</Code>
          <Group>
            <Button onClick={() => window.location.reload()}>Reload</Button>
            <Button variant="default" component="a" href="/conference">
              Home
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
