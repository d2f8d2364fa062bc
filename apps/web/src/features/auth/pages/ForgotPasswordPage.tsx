import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { getLinkSchema } from "@symposia/domain";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { ALERT_HIDE_MS, AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { REDIRECT_AFTER_SUCCESS_MS, useDelayedNavigate } from "../../../lib/useDelayedNavigate";
import { useRequestPasswordLink } from "../api/passwordLink";
import { AuthLayout } from "../components/AuthLayout";

// The form only holds the email; op_type is fixed, so the shared schema is narrowed with pick().
const forgotPasswordSchema = getLinkSchema.pick({ email: true });

export default function ForgotPasswordPage() {
  const requestLink = useRequestPasswordLink();
  const navigateLater = useDelayedNavigate();
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  const form = useForm({
    initialValues: { email: "" },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ email }) => {
    hide();
    requestLink.mutate(email, {
      onSuccess: (res) => {
        if (!res.success) return show("warning", res.message);
        show("success", res.message);
        navigateLater(paths.login(), REDIRECT_AFTER_SUCCESS_MS);
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        show("danger", errorMessage(error));
      },
    });
  });

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter the email of your account and we will send you a link to set a new password."
    >
      <AlertMessage alert={alert} onClose={hide} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <Button type="submit" fullWidth loading={requestLink.isPending}>
            Send reset link
          </Button>
          <Anchor component={Link} to={paths.login()} size="sm" ta="center">
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />
            Back to Login
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
