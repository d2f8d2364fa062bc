import { useEffect } from "react";
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { z } from "zod";
import { profileUpdateSchema } from "@symposia/domain";
import { AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { CountrySelect } from "../../../components/CountrySelect";
import { notifySuccess } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import type { UserProfile } from "@symposia/domain";
import { useUpdateOwnProfile, useUpdateUserAsAdmin } from "../api/updateUser";

export interface EditProfileDialogProps {
  opened: boolean;
  onClose: () => void;
  user: UserProfile | null;
  /** "self": My Profile (POST /users/profile-update); "admin": Manage Users (POST /users/update). */
  mode: "self" | "admin";
}

/** The schema's fields, plus the admin's status as the SegmentedControl's string value. */
type FormValues = z.input<typeof profileUpdateSchema> & { status: "1" | "0" };

const CONFIRM_TEXT = {
  self: "Are you sure to update the profile?",
  admin: "Are you sure to update the User?",
} as const;

/** The spec's profile dialog: first_name, last_name, country, affiliation (and, for admins, status). */
export function EditProfileDialog({ opened, onClose, user, mode }: EditProfileDialogProps) {
  const confirm = useConfirm();
  const updateOwn = useUpdateOwnProfile();
  const updateAny = useUpdateUserAsAdmin();
  const pending = updateOwn.isPending || updateAny.isPending;
  const { alert, show, hide } = useAlertMessage();
  const form = useForm<FormValues>({
    initialValues: { first_name: "", last_name: "", country: "", affiliation: "", status: "1" },
    validate: schemaResolver(profileUpdateSchema, { sync: true }),
  });

  // Fill the form each time the dialog opens for a user.
  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!opened || !user) return;
    setValues({
      first_name: user.first_name,
      last_name: user.last_name ?? "",
      country: user.country,
      affiliation: user.affiliation,
      status: user.status === 1 ? "1" : "0",
    });
    resetDirty();
    clearErrors();
    hide();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refill only when opened for another user
  }, [opened, user?.id]);

  const submit = form.onSubmit(async (values) => {
    if (!user || !(await confirm(CONFIRM_TEXT[mode]))) return;
    const profile = {
      first_name: values.first_name,
      last_name: values.last_name ?? "",
      country: values.country,
      affiliation: values.affiliation,
    };
    const handlers = {
      onSuccess: (res: { success: boolean; message: string }) => {
        if (!res.success) return show("warning", res.message);
        notifySuccess(res.message);
        onClose();
      },
      onError: (error: unknown) => {
        applyServerFieldErrors(form, error);
        show("danger", errorMessage(error));
      },
    };
    if (mode === "self") updateOwn.mutate(profile, handlers);
    else updateAny.mutate({ ...profile, user_id: user.id, status: values.status === "1" ? 1 : 0 }, handlers);
  });

  return (
    <Modal opened={opened} onClose={onClose} title={mode === "self" ? "Edit Profile" : "Edit User"} size="lg">
      <AlertMessage alert={alert} onClose={hide} />
      {user && (
        <Text size="sm" c="dimmed" mb="sm">
          {user.email}
        </Text>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="First name" required {...form.getInputProps("first_name")} />
          <TextInput label="Last name" {...form.getInputProps("last_name")} />
          <CountrySelect required {...form.getInputProps("country")} />
          <TextInput label="Affiliation" required {...form.getInputProps("affiliation")} />
          {mode === "admin" && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="user-status-label">
                Status
              </Text>
              <SegmentedControl
                aria-labelledby="user-status-label"
                data={[
                  { value: "1", label: "Active" },
                  { value: "0", label: "In-Active" },
                ]}
                {...form.getInputProps("status")}
              />
            </Stack>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Update
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
