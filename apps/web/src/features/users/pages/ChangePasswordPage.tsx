import { Button, Paper, PasswordInput, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { changePasswordSchema, PASSWORD_HINT } from "@symposia/domain";
import { ALERT_HIDE_MS, AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { PageHeader } from "../../../components/PageHeader";
import { ApiError, errorMessage, NOT_AUTHORIZED_MESSAGE } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { REDIRECT_AFTER_UNAUTHORIZED_MS } from "../../../lib/useDelayedNavigate";
import { useChangePassword, type ChangePasswordInput } from "../api/changePassword";

/** Change Password (/user/changePassword): old, new and confirm. */
export default function ChangePasswordPage() {
  const changePassword = useChangePassword();
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  const form = useForm<ChangePasswordInput>({
    initialValues: { old_password: "", new_password: "", confirm_password: "" },
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    hide();
    changePassword.mutate(values, {
      onSuccess: (res) => {
        if (!res.success) return show("warning", res.message);
        show("success", res.message);
        form.reset();
      },
      onError: (error) => {
        // The API client signs out and goes to / after 6 s (see api/changePassword.ts).
        if (error instanceof ApiError && error.code === 401)
          return show("danger", NOT_AUTHORIZED_MESSAGE, REDIRECT_AFTER_UNAUTHORIZED_MS);
        applyServerFieldErrors(form, error);
        show("warning", errorMessage(error));
      },
    });
  });

  return (
    <>
      <PageHeader title="Change Password" from="Profile" to="Change Password" />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} maw={520}>
        <AlertMessage alert={alert} onClose={hide} />
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label="Old password"
              autoComplete="current-password"
              required
              {...form.getInputProps("old_password")}
            />
            <PasswordInput
              label="New password"
              description={PASSWORD_HINT}
              autoComplete="new-password"
              required
              {...form.getInputProps("new_password")}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              required
              {...form.getInputProps("confirm_password")}
            />
            <Button type="submit" loading={changePassword.isPending} style={{ alignSelf: "flex-start" }}>
              Change Password
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
