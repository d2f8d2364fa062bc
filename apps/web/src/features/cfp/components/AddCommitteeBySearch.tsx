import { useState } from "react";
import { Button, CloseButton, Group, NumberInput, Paper, Select, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { committeeBySearchSchema } from "@symposia/domain";
import type { z } from "zod";
import { AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { AwaitingVerificationBadge } from "../../../components/AwaitingVerificationBadge";
import { notifySuccess } from "../../../components/notify";
import { UserSearch } from "../../../components/UserSearch";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import type { UserSearchHit } from "@symposia/domain";
import { useAddCommitteeMember } from "../api/addCommitteeMember";
import { COMMITTEE_TYPE_OPTIONS, DEFAULT_COMMITTEE_TYPE_VALUE } from "./committeeTypes";
import { searchableSelectProps } from "../../../lib/optionSearch";

/** The form's values, as the shared schema reads them. */
type Values = z.input<typeof committeeBySearchSchema>;

const INITIAL: Values = { organizing_committee_type: DEFAULT_COMMITTEE_TYPE_VALUE, sequence: 1, org_com_user_id: "" };

/** Adds a registered user to the committee: type, sequence and the (required) user search. */
export function AddCommitteeBySearch({ confId }: { confId: number }) {
  const add = useAddCommitteeMember(confId);
  const { alert, show, hide } = useAlertMessage();
  const [picked, setPicked] = useState<UserSearchHit | null>(null);
  const form = useForm<Values>({
    initialValues: INITIAL,
    validate: schemaResolver(committeeBySearchSchema, { sync: true }),
  });

  const pick = (user: UserSearchHit | null) => {
    setPicked(user);
    form.setFieldValue("org_com_user_id", user?.id ?? "");
  };

  const submit = form.onSubmit((values) => {
    add.mutate(
      {
        organizing_committee_type: Number(values.organizing_committee_type),
        sequence: Number(values.sequence),
        org_com_user_id: Number(values.org_com_user_id),
      },
      {
        onSuccess: (res) => {
          if (!res.success) return show("warning", res.message);
          notifySuccess(res.message);
          hide();
          pick(null);
          form.setFieldValue("sequence", Number(values.sequence) + 1);
        },
        onError: (error) => {
          applyServerFieldErrors(form, error);
          show("danger", errorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a committee member by search">
      <AlertMessage alert={alert} onClose={hide} />
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Committee type"
            data={COMMITTEE_TYPE_OPTIONS}
            {...searchableSelectProps}
            allowDeselect={false}
            required
            {...form.getInputProps("organizing_committee_type")}
          />
          <NumberInput
            label="Sequence"
            min={1}
            step={1}
            allowDecimal={false}
            clampBehavior="none"
            required
            {...form.getInputProps("sequence")}
          />
        </Group>
        {picked ? (
          <Paper withBorder radius="sm" p="xs">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Group gap={6}>
                  <Text size="sm" fw={500}>
                    {picked.first_name} {picked.last_name}
                  </Text>
                  {!picked.email_verified && <AwaitingVerificationBadge />}
                </Group>
                <Text size="xs" c="dimmed">
                  {picked.email}
                </Text>
              </Stack>
              <CloseButton aria-label="Clear the chosen user" onClick={() => pick(null)} />
            </Group>
          </Paper>
        ) : (
          <Stack gap={4}>
            <UserSearch label="Search user" onPick={pick} />
            {form.errors.org_com_user_id && (
              <Text size="xs" c="red" role="alert">
                {form.errors.org_com_user_id}
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add Member
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
