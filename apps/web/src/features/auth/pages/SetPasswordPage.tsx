import { Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { PASSWORD_HINT, setPasswordSchema } from "@symposia/domain";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { ALERT_HIDE_MS, AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { REDIRECT_AFTER_SUCCESS_MS, useDelayedNavigate } from "../../../lib/useDelayedNavigate";
import { useSetPassword } from "../api/passwordLink";
import { AuthLayout } from "../components/AuthLayout";
import { useTokenFromAddressBar } from "../hooks/useTokenFromAddressBar";

// The token is not typed by the user; the form checks the two password fields (and that they match).
const setPasswordFormSchema = setPasswordSchema;

export default function SetPasswordPage() {
  const token = useTokenFromAddressBar();
  const setPassword = useSetPassword();
  const navigateLater = useDelayedNavigate();
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  const form = useForm({
    initialValues: { token, new_password: "", confirm_password: "" },
    validate: schemaResolver(setPasswordFormSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    hide();
    setPassword.mutate(
      { ...values, token },
      {
        onSuccess: (res) => {
          if (!res.success) return show("warning", res.message);
          show("success", res.message);
          form.reset();
          navigateLater(paths.login(), REDIRECT_AFTER_SUCCESS_MS);
        },
        onError: (error) => {
          applyServerFieldErrors(form, error);
          show("danger", errorMessage(error));
        },
      },
    );
  });

  return (
    <AuthLayout title="Set new password" subtitle="Choose a new password of at least 8 characters.">
      <AlertMessage alert={alert} onClose={hide} />
      {!token && (
        <AlertMessage
          alert={{
            show: true,
            variant: "warning",
            message: "This link has no reset token. Please ask for a new link.",
          }}
        />
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
          <Button type="submit" fullWidth loading={setPassword.isPending} disabled={!token}>
            Set password
          </Button>
          <Anchor component={Link} to={paths.login()} size="sm" ta="center">
            Back to Login
          </Anchor>
          {!token && (
            <Anchor component={Link} to={paths.forgotPassword()} size="sm" ta="center">
              Ask for a new link
            </Anchor>
          )}
        </Stack>
      </form>
    </AuthLayout>
  );
}
