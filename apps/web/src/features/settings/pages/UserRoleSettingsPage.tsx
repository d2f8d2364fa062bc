import { Paper, Text } from "@mantine/core";
import { PageHeader } from "../../../components/PageHeader";

// Spec part 2 §2: a placeholder settings page with a breadcrumb and a way back; no behaviour yet.
export default function UserRoleSettingsPage() {
  return (
    <>
      <PageHeader title="User Role Settings" from="Settings" to="Role Management" back />
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">This settings page is not available yet.</Text>
      </Paper>
    </>
  );
}
