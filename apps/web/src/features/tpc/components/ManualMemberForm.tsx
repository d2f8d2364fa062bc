import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { tpcMemberManualSchema } from "@symposia/domain";
import type { z } from "zod";
import { AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { CountrySelect } from "../../../components/CountrySelect";
import { notifySuccess } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { useAddMember } from "../api/addMember";

type ManualMemberValues = z.input<typeof tpcMemberManualSchema>;

const INITIAL: ManualMemberValues = { first_name: "", last_name: "", email: "", country: "", affiliation: "" };

/**
 * Adds a TPC member typed by hand. The server links the person to the account with that email,
 * or makes one and mails them a link to choose a password.
 */
export function ManualMemberForm({ confId, trackId }: { confId: number; trackId: number }) {
  const add = useAddMember(confId, trackId);
  const { alert, show, hide } = useAlertMessage();
  const form = useForm<ManualMemberValues>({
    initialValues: INITIAL,
    validate: schemaResolver(tpcMemberManualSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    add.mutate(values, {
      onSuccess: (res) => {
        if (!res.success) return show("warning", res.message);
        notifySuccess(res.message);
        hide();
        form.setValues(INITIAL);
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        show("danger", errorMessage(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a TPC member by hand">
      <AlertMessage alert={alert} onClose={hide} />
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" required {...form.getInputProps("first_name")} />
          <TextInput label="Last name" {...form.getInputProps("last_name")} />
          <TextInput label="Email" type="email" required {...form.getInputProps("email")} />
          <CountrySelect required {...form.getInputProps("country")} />
        </SimpleGrid>
        <TextInput label="Affiliation" required {...form.getInputProps("affiliation")} />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add Member
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
