import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { PASSWORD_HINT, registerSchema, type RegisterInput } from "@symposia/domain";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { ALERT_HIDE_MS, AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { CountrySelect } from "../../../components/CountrySelect";
import { ApiError, errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { REDIRECT_AFTER_SUCCESS_MS, useDelayedNavigate } from "../../../lib/useDelayedNavigate";
import { useRegister } from "../api/register";
import { AuthLayout } from "../components/AuthLayout";

export default function RegisterPage() {
  const register = useRegister();
  const navigateLater = useDelayedNavigate();
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  const form = useForm<RegisterInput>({
    initialValues: { first_name: "", last_name: "", email: "", country: "", affiliation: "", password: "" },
    validate: schemaResolver(registerSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    hide();
    register.mutate(values, {
      onSuccess: (res) => {
        if (!res.success) return show("warning", res.message);
        show("success", res.message);
        form.reset();
        navigateLater(paths.login(), REDIRECT_AFTER_SUCCESS_MS);
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        // Spec: a 422 shows the first email error (the duplicate-email case).
        const emailError = error instanceof ApiError && error.status === 422 ? error.fieldError("email") : undefined;
        show("danger", emailError ?? errorMessage(error));
      },
    });
  });

  return (
    <AuthLayout title="Create your account" subtitle="All fields are required.">
      <AlertMessage alert={alert} onClose={hide} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps("first_name")} />
            <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps("last_name")} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <CountrySelect required {...form.getInputProps("country")} />
          <TextInput label="Affiliation" autoComplete="organization" required {...form.getInputProps("affiliation")} />
          <PasswordInput
            label="Password"
            description={PASSWORD_HINT}
            autoComplete="new-password"
            required
            {...form.getInputProps("password")}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            Signup
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{" "}
            <Anchor component={Link} to={paths.login()} fw={500}>
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
