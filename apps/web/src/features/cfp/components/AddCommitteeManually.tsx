import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { committeeManualSchema } from "@symposia/domain";
import type { z } from "zod";
import { AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { CountrySelect } from "../../../components/CountrySelect";
import { notifySuccess } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { useAddCommitteeMember } from "../api/addCommitteeMember";
import { COMMITTEE_TYPE_OPTIONS, DEFAULT_COMMITTEE_TYPE_VALUE } from "./committeeTypes";
import { searchableSelectProps } from "../../../lib/optionSearch";

/** The form's values, as the shared schema reads them. */
type Values = z.input<typeof committeeManualSchema>;

const INITIAL: Values = {
  first_name: "",
  last_name: "",
  email: "",
  country: "",
  affiliation: "",
  sequence: 1,
  organizing_committee_type: DEFAULT_COMMITTEE_TYPE_VALUE,
};

/**
 * Adds someone by hand. The server links the entry to the account with that email, now or when
 * the person registers, so their organiser rights follow.
 */
export function AddCommitteeManually({ confId }: { confId: number }) {
  const add = useAddCommitteeMember(confId);
  const { alert, show, hide } = useAlertMessage();
  const form = useForm<Values>({
    initialValues: INITIAL,
    validate: schemaResolver(committeeManualSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    add.mutate(
      {
        ...values,
        organizing_committee_type: Number(values.organizing_committee_type),
        sequence: Number(values.sequence),
      },
      {
        onSuccess: (res) => {
          if (!res.success) return show("warning", res.message);
          notifySuccess(res.message);
          hide();
          form.setValues({
            ...INITIAL,
            organizing_committee_type: values.organizing_committee_type,
            sequence: Number(values.sequence) + 1,
          });
        },
        onError: (error) => {
          applyServerFieldErrors(form, error);
          show("danger", errorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a committee member by hand">
      <AlertMessage alert={alert} onClose={hide} />
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" required {...form.getInputProps("first_name")} />
          <TextInput label="Last name" required {...form.getInputProps("last_name")} />
          <TextInput label="Email" type="email" required {...form.getInputProps("email")} />
          <CountrySelect required {...form.getInputProps("country")} />
          <TextInput label="Affiliation" required {...form.getInputProps("affiliation")} />
          <NumberInput
            label="Sequence"
            min={1}
            step={1}
            allowDecimal={false}
            clampBehavior="none"
            required
            {...form.getInputProps("sequence")}
          />
        </SimpleGrid>
        <Select
          label="Committee type"
          data={COMMITTEE_TYPE_OPTIONS}
          {...searchableSelectProps}
          allowDeselect={false}
          required
          {...form.getInputProps("organizing_committee_type")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add Member
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
