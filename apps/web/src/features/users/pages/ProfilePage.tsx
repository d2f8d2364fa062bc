import { Alert, Button, Grid, Group, Paper, Skeleton, Text } from "@mantine/core";
import { Link } from "react-router";
import { useDisclosure } from "@mantine/hooks";
import { IconEdit } from "@tabler/icons-react";
import { PageHeader } from "../../../components/PageHeader";
import { paths } from "../../../app/paths";
import { errorMessage } from "../../../lib/api/errors";
import { useSession } from "../../../lib/auth/session";
import { useUser } from "../api/getUser";
import { EditProfileDialog } from "../components/EditProfileDialog";
import { PublicationsSection } from "../components/PublicationsSection";

type ProfileUser = NonNullable<ReturnType<typeof useUser>["data"]>;

/** The details shown, in order: the placeholder while loading has the same rows. */
const FIELDS: { label: string; value: (user: ProfileUser) => string | undefined }[] = [
  { label: "Name", value: (user) => `${user.first_name} ${user.last_name ?? ""}`.trim() },
  { label: "Email", value: (user) => user.email },
  { label: "Country", value: (user) => user.country },
  { label: "Affiliation", value: (user) => user.affiliation },
];

/** One detail; `loading`: a placeholder of the value's line, so the page keeps its height when it comes. */
function Field({ label, value, loading }: { label: string; value?: string | undefined; loading?: boolean }) {
  return (
    <Grid.Col span={{ base: 12, sm: 6 }}>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      {loading ? (
        <Skeleton visible width="60%">
          <Text>—</Text>
        </Skeleton>
      ) : (
        <Text>{value || "—"}</Text>
      )}
    </Grid.Col>
  );
}

/** My Profile (/user/profile): read-only details with the Edit Profile dialog. */
export default function ProfilePage() {
  const session = useSession();
  const { data: user, isLoading, error } = useUser(session?.id ?? null);
  const [editing, edit] = useDisclosure(false);

  return (
    <>
      <PageHeader
        title="My Profile"
        from="Profile"
        to="Details"
        actions={
          <Group gap="sm">
            <Button variant="default" component={Link} to={paths.apiTokens()}>
              API tokens
            </Button>
            <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={edit.open} disabled={!user}>
              Edit Profile
            </Button>
          </Group>
        }
      />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        {isLoading && (
          <Grid gap="lg" aria-hidden>
            {FIELDS.map(({ label }) => (
              <Field key={label} label={label} loading />
            ))}
          </Grid>
        )}
        {error && <Alert color="yellow">{errorMessage(error)}</Alert>}
        {user && (
          <Grid gap="lg">
            {FIELDS.map(({ label, value }) => (
              <Field key={label} label={label} value={value(user)} />
            ))}
          </Grid>
        )}
      </Paper>
      <PublicationsSection />
      <EditProfileDialog opened={editing} onClose={edit.close} user={user ?? null} mode="self" />
    </>
  );
}
