import { lazy, Suspense } from "react";
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { ALERT_HIDE_MS, AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { useScreenRendered } from "../../../lib/afterFirstPaint";
import { useSession } from "../../../lib/auth/session";
import { useLogin } from "../api/login";
import { loginValidators, type LoginValues } from "../loginValidation";
import { NEXT_PARAM, safeNextPath } from "../../../lib/auth/nextPath";
import { AuthLayout } from "../components/AuthLayout";
import { useSetupNeeded } from "../api/setup";

// Needed once in a site's life: its code loads only then.
const FirstAdminForm = lazy(() => import("../components/FirstAdminForm"));

export default function LoginPage() {
  useScreenRendered(); // the entry's own screen: what waits for the first paint follows it
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // the page a signed-out visitor was sent here from (RequireSession), else the conference list
  const destination = safeNextPath(search.get(NEXT_PARAM)) ?? paths.conference();
  const login = useLogin();
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.login);
  const setup = useSetupNeeded();
  const form = useForm<LoginValues>({
    initialValues: { email: "", password: "" },
    validate: loginValidators,
  });

  // Already signed in: the login screen has nothing to offer.
  if (session && !login.isPending) return <Navigate to={destination} replace />;

  const submit = form.onSubmit((values) => {
    hide();
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (res) => {
          if (res.success) navigate(destination, { replace: true });
          else show("danger", res.message);
        },
        onError: (error) => show("danger", errorMessage(error)),
      },
    );
  });

  return (
    <AuthLayout title="Login to manage conferences" subtitle="Sign in with the email and password of your account.">
      <AlertMessage alert={alert} onClose={hide} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword()} size="sm">
              Forgot Password ?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            Login
          </Button>
          <Text size="sm" ta="center">
            Don&apos;t have an account?{" "}
            <Anchor component={Link} to={paths.signup()} fw={500}>
              Signup
            </Anchor>
          </Text>
        </Stack>
      </form>
      {setup.data?.needed && (
        <Suspense fallback={null}>
          <FirstAdminForm
            onCreated={(email) => {
              form.setFieldValue("email", email);
              show("success", "The administrator account has been created. You can now log in.");
            }}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
