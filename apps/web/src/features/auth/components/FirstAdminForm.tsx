import { Button, Divider, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { PASSWORD_HINT, setupAdminSchema } from "@symposia/domain";
import { AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { useCreateFirstAdmin } from "../api/setup";

/**
 * Shown on the login screen of a site without any administrator (GET /setup): makes the first
 * one. The server closes it for good as soon as an administrator exists.
 */
export default function FirstAdminForm({ onCreated }: { onCreated: (email: string) => void }) {
  const create = useCreateFirstAdmin();
  const { alert, show, hide } = useAlertMessage(0);
  const form = useForm({
    initialValues: { first_name: "", last_name: "", email: "", password: "" },
    validate: schemaResolver(setupAdminSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    hide();
    create.mutate(values, {
      onSuccess: (res) => {
        if (!res.success) return show("warning", res.message);
        onCreated(values.email);
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        show("danger", errorMessage(error));
      },
    });
  });

  return (
    <section aria-labelledby="first-admin-title">
      <Divider my="lg" />
      <Title order={2} size="h4" id="first-admin-title">
        Create the administrator account
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        This site has no administrator yet. The first account made here is the administrator; the form closes once it
        exists.
      </Text>
      <AlertMessage alert={alert} onClose={hide} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="First name" required {...form.getInputProps("first_name")} />
          <TextInput label="Last name" {...form.getInputProps("last_name")} />
          <TextInput
            label="Administrator email"
            type="email"
            autoComplete="off"
            required
            {...form.getInputProps("email")}
          />
          <PasswordInput
            label="Administrator password"
            description={PASSWORD_HINT}
            autoComplete="new-password"
            required
            {...form.getInputProps("password")}
          />
          <Button type="submit" variant="light" fullWidth loading={create.isPending}>
            Create the administrator account
          </Button>
        </Stack>
      </form>
    </section>
  );
}
