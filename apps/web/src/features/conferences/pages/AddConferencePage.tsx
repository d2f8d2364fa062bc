import { Button, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { CONFERENCE_CREATE_FIELDS, CONFERENCE_SETTINGS, conferenceCreateSchema } from "@symposia/domain";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { notifySuccess } from "../../../components/notify";
import { PageHeader } from "../../../components/PageHeader";
import { ApiError, SESSION_EXPIRED_MESSAGE, SOMETHING_WENT_WRONG } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { useDelayedNavigate } from "../../../lib/useDelayedNavigate";
import { useCreateConference } from "../api/createConference";
import { SettingInput, type SettingsFormValues } from "../components/SettingInput";
import { formValuesFrom } from "../settingValues";

const CREATE_DEFS = CONFERENCE_CREATE_FIELDS.map((key) => CONFERENCE_SETTINGS.find((s) => s.key === key)!);
const WIDE = new Set(["area_notes", "other_info", "event_name"]);

/** Add Conference (part 1 §2, §5): the create payload; the new conference awaits approval. */
export default function AddConferencePage() {
  const navigate = useNavigate();
  const delayedNavigate = useDelayedNavigate();
  const create = useCreateConference();
  const { alert, show, hide } = useAlertMessage();
  const form = useForm<SettingsFormValues>({
    initialValues: formValuesFrom(null, CREATE_DEFS),
    validate: schemaResolver(conferenceCreateSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    hide();
    create.mutate(values, {
      onSuccess: (res) => {
        notifySuccess(res.message);
        navigate(paths.allConference());
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 401) {
          show("danger", SESSION_EXPIRED_MESSAGE);
          delayedNavigate(paths.login(), 2000);
          return;
        }
        applyServerFieldErrors(form, error);
        show("danger", SOMETHING_WENT_WRONG);
      },
    });
  });

  return (
    <>
      <PageHeader
        title="Add Conference"
        from={{ label: "Conference", to: paths.allConference() }}
        to="Add Conference"
        back
      />
      <AlertMessage alert={alert} onClose={hide} />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Text size="sm" c="gray.7" mb="md">
          Fields marked with{" "}
          <Text span c="red">
            *
          </Text>{" "}
          are mandatory.
        </Text>
        <form onSubmit={submit} noValidate aria-label="Add Conference">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {CREATE_DEFS.map((def) => (
              <div key={def.key} style={WIDE.has(def.key) ? { gridColumn: "1 / -1" } : undefined}>
                <SettingInput def={def} form={form} />
              </div>
            ))}
          </SimpleGrid>
          <Group justify="flex-end" mt="xl">
            <Button type="submit" loading={create.isPending}>
              Submit
            </Button>
          </Group>
        </form>
      </Paper>
    </>
  );
}
