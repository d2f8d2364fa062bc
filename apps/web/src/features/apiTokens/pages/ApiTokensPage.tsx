import { useState } from "react";
import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { API_TOKEN_MAX_DAYS } from "@symposia/domain";
import { PageHeader } from "../../../components/PageHeader";
import { notifySuccess } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { formatInstant } from "../../../lib/dateText";
import { paths } from "../../../app/paths";
import { type CreateApiTokenValues, useApiTokens, useCreateApiToken, useRevokeApiToken } from "../api/tokens";

/** The once-shown secret of the token just made. */
function NewToken({ token }: { token: string }) {
  return (
    <Alert color="teal" title="Copy your new token now: it will not be shown again">
      <Group gap="sm" wrap="nowrap">
        <Code data-testid="new-api-token" style={{ wordBreak: "break-all" }}>
          {token}
        </Code>
        <CopyButton value={token}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? "Copied" : "Copy"}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState("");
  const [write, setWrite] = useState(false);
  const [days, setDays] = useState<number | string>(90);
  const submit = async () => {
    const values: CreateApiTokenValues = {
      name,
      scopes: write ? ["read", "write"] : ["read"],
      expires_in_days: Number(days),
    };
    const made = await create.mutateAsync(values).catch(() => null);
    if (made) {
      onCreated(made.token);
      setName("");
      notifySuccess("Your API token has been created.");
    }
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        New token
      </Title>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Name"
          description="What the script is for"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={100}
          required
        />
        <NumberInput
          label="Expires in (days)"
          min={1}
          max={API_TOKEN_MAX_DAYS}
          value={days}
          onChange={setDays}
          w={160}
        />
        <Checkbox
          label="Write scope (may change data)"
          checked={write}
          onChange={(e) => setWrite(e.currentTarget.checked)}
          mb={8}
        />
        <Button onClick={submit} loading={create.isPending} disabled={!name.trim()}>
          Create token
        </Button>
      </Group>
      {create.error && <Alert color="red">{errorMessage(create.error)}</Alert>}
    </Stack>
  );
}

/** Profile → API tokens (/user/api-tokens): personal tokens for scripts, created, listed and revoked. */
export default function ApiTokensPage() {
  const { data: tokens, isLoading, error } = useApiTokens();
  const revoke = useRevokeApiToken();
  const confirm = useConfirm();
  const [fresh, setFresh] = useState<string | null>(null);
  const onRevoke = async (id: number, name: string) => {
    if (
      !(await confirm(`Revoke the token "${name}"? Scripts using it stop working at once.`, {
        danger: true,
        confirmLabel: "Revoke",
      }))
    )
      return;
    await revoke
      .mutateAsync(id)
      .then(() => notifySuccess("The API token has been revoked."))
      .catch(() => undefined);
  };
  return (
    <>
      <PageHeader title="API tokens" from={{ label: "Profile", to: paths.profile() }} to="API tokens" />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack>
          <Text size="sm">
            A token lets a script call the API as you (<Code>Authorization: Bearer sym_…</Code>). A read token may only
            read; account settings are never reachable with a token. See the Scripting section of the{" "}
            <a href="/api/docs">API documentation</a>.
          </Text>
          {fresh && <NewToken token={fresh} />}
          <CreateTokenForm onCreated={setFresh} />
          {error && <Alert color="yellow">{errorMessage(error)}</Alert>}
          <Table.ScrollContainer minWidth={600}>
            <Table striped aria-label="Your API tokens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Scopes</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens?.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>{t.name}</Table.Td>
                    <Table.Td>{t.scopes.join(", ")}</Table.Td>
                    <Table.Td>{formatInstant(t.created_at)}</Table.Td>
                    <Table.Td>{t.last_used_at ? formatInstant(t.last_used_at) : "Never"}</Table.Td>
                    <Table.Td>{formatInstant(t.expires_at)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => onRevoke(t.id, t.name)}
                        aria-label={`Revoke ${t.name}`}
                      >
                        Revoke
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {!isLoading && tokens?.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" size="sm">
                        No tokens yet.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>
    </>
  );
}
