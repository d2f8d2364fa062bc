import { useEffect, useRef, useState } from "react";
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { CONFERENCE_SETTINGS, SETTING_TABS, type SettingTab, conferenceUpdateSchema } from "@symposia/domain";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { EmptyState } from "../../../components/EmptyState";
import { notifySuccess } from "../../../components/notify";
import { PageHeader } from "../../../components/PageHeader";
import { useConfirm } from "../../../components/useConfirm";
import { ApiError, SESSION_EXPIRED_MESSAGE, SOMETHING_WENT_WRONG, errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { useConferenceId } from "../../../lib/useConferenceId";
import { useDelayedNavigate } from "../../../lib/useDelayedNavigate";
import { useVisitedTabs } from "../../../lib/useVisitedTabs";
import { useUnsavedChanges } from "../../../lib/unsavedChanges";
import { useConference } from "../../../lib/api/conferences";
import { imageSrc } from "../imageSrc";
import { useUpdateConference } from "../api/updateConference";
import { ImageUpload, imageProblem } from "../components/ImageUpload";
import { SettingInput, type SettingsFormValues } from "../components/SettingInput";
import { DecisionListEditor } from "../components/DecisionListEditor";
import { ReviewFormDesigner } from "../components/ReviewFormDesigner";
import { formValuesFrom, settingsFormData } from "../settingValues";
import { slug } from "../../../lib/slug";
import { FileSlotsEditor } from "../components/FileSlotsEditor";
import { SubmissionFieldsEditor } from "../components/SubmissionFieldsEditor";
import { type SaveTopicsIfChanged, TopicListEditor } from "../components/TopicListEditor";

const WIDE_KINDS = new Set(["textarea"]);
/** Which conference, as of which change, the form's values came from. */
const versionOf = (conference: { id: number; updated_at?: string | null }) =>
  `${conference.id}@${conference.updated_at ?? ""}`;
const tabOf = (key: string) => CONFERENCE_SETTINGS.find((s) => s.key === key)?.tab;

/** Edit Conference (part 2 §2, §5): every setting in five tabs, logo and banner, confirmation first. */
export default function EditConferencePage() {
  const confId = useConferenceId();
  const navigate = useNavigate();
  const delayedNavigate = useDelayedNavigate();
  const confirm = useConfirm();
  const { data: conference, isLoading, error } = useConference(confId);
  const update = useUpdateConference();
  const { alert, show, hide } = useAlertMessage();
  const [tab, setTab] = useState<SettingTab>(SETTING_TABS[0]);
  // A panel's inputs and editors render once its tab is first shown, then stay (useVisitedTabs).
  const visited = useVisitedTabs(tab);
  const [logo, setLogo] = useState<File | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  // the topics typed on the Submission Details tab are saved with Submit too (nothing typed is lost)
  const saveTopics = useRef<SaveTopicsIfChanged | null>(null);
  // The conference is usually in the cache at the first render (app/routeData.ts): the form starts
  // with its values. Filling them in after mounting drew the whole form a second time, in one long
  // task on a slow phone.
  const form = useForm<SettingsFormValues>({
    initialValues: formValuesFrom(conference ?? null),
    validate: schemaResolver(conferenceUpdateSchema, { sync: true }),
  });

  const { setValues, resetDirty } = form;
  // typed settings and chosen images are not left behind without asking
  const unsaved = useUnsavedChanges(form.isDirty() || logo !== null || banner !== null);
  const filledFrom = useRef(conference ? versionOf(conference) : null);
  useEffect(() => {
    if (!conference || filledFrom.current === versionOf(conference)) return;
    filledFrom.current = versionOf(conference);
    setValues(formValuesFrom(conference));
    resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refill when another conference (or version of it) loads
  }, [conference?.id, conference?.updated_at]);

  // A field with an error may sit on another tab: bring that tab forward (which renders its panel,
  // unopened until now, with the error; the errors and values live in the form, not the inputs).
  const showFirstErrorTab = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors).map(tabOf).find(Boolean);
    if (first) setTab(first);
  };

  const submit = form.onSubmit(
    async (values) => {
      hide();
      if (!confId || imageProblem(logo) || imageProblem(banner)) return;
      if (!(await confirm("Are you sure to update this Conference?"))) return;
      if (saveTopics.current && !(await saveTopics.current())) {
        setTab("Submission Details");
        show(
          "danger",
          "The topics could not be saved, so the conference was not updated; see the message under Submission Topics.",
        );
        return;
      }
      update.mutate(
        { id: confId, form: settingsFormData(values, { logo, banner }) },
        {
          onSuccess: (res) => {
            notifySuccess(res.message);
            unsaved.release();
            navigate(paths.allConference());
          },
          onError: (e) => {
            if (e instanceof ApiError && e.code === 401) {
              show("danger", SESSION_EXPIRED_MESSAGE);
              delayedNavigate(paths.login(), 2000);
              return;
            }
            if (applyServerFieldErrors(form, e)) showFirstErrorTab((e as ApiError).fieldErrors);
            show(
              "danger",
              e instanceof ApiError && [409, 413, 415].includes(e.status) ? e.message : SOMETHING_WENT_WRONG,
            );
          },
        },
      );
    },
    (errors) => showFirstErrorTab(errors),
  );

  const importLink = confId ? (
    <Button variant="default" component={Link} to={paths.conferenceImport(confId)}>
      Import from HotCRP / EasyChair
    </Button>
  ) : undefined;
  const header = (
    <PageHeader
      title="Edit Conference"
      from={{ label: "Conference", to: paths.allConference() }}
      to="Edit Conference"
      back
      actions={importLink}
    />
  );
  if (!confId) {
    return (
      <>
        {header}
        <EmptyState message="No conference chosen. Open Configuration from a conference card." />
      </>
    );
  }

  return (
    <>
      {header}
      <AlertMessage alert={alert} onClose={hide} />
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error instanceof ApiError && error.code === 401 ? SESSION_EXPIRED_MESSAGE : errorMessage(error)}
        </Alert>
      )}
      {isLoading && <Skeleton height={320} />}
      {conference && !conference.can_update && (
        <Alert color="yellow" mb="md">
          Only the conference chair or an admin may change this conference, and only while it is Approved.
        </Alert>
      )}
      {conference && (
        <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
          <form onSubmit={submit} noValidate aria-label="Edit Conference">
            <Tabs value={slug(tab)} onChange={(v) => setTab(SETTING_TABS.find((t) => slug(t) === v) ?? tab)}>
              <Tabs.List mb="md">
                {SETTING_TABS.map((t) => (
                  <Tabs.Tab key={t} value={slug(t)}>
                    {t}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {SETTING_TABS.map((t) => (
                <Tabs.Panel key={t} value={slug(t)}>
                  {visited.has(t) && (
                    <>
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                        {t === SETTING_TABS[0] && (
                          <>
                            <ImageUpload
                              label="Logo"
                              current={imageSrc(conference.logo, conference.logo_mime_type)}
                              file={logo}
                              onChange={setLogo}
                              error={imageProblem(logo)}
                              previewHeight={80}
                            />
                            <ImageUpload
                              label="Banner"
                              current={imageSrc(conference.banner, conference.banner_mime_type)}
                              file={banner}
                              onChange={setBanner}
                              error={imageProblem(banner)}
                              previewHeight={80}
                            />
                          </>
                        )}
                        {t === "Submission Details" && (
                          <div style={{ gridColumn: "1 / -1" }}>
                            <TopicListEditor
                              confId={conference.id}
                              disabled={!conference.can_update}
                              saveRef={saveTopics}
                            />
                          </div>
                        )}
                        {t === "Submission Details" && (
                          <div style={{ gridColumn: "1 / -1" }}>
                            <SubmissionFieldsEditor confId={conference.id} disabled={!conference.can_update} />
                          </div>
                        )}
                        {t === "Submission Details" && (
                          <div style={{ gridColumn: "1 / -1" }}>
                            <FileSlotsEditor confId={conference.id} disabled={!conference.can_update} />
                          </div>
                        )}
                        {CONFERENCE_SETTINGS.filter((s) => s.tab === t && !s.managed).map((def) => (
                          <div key={def.key} style={WIDE_KINDS.has(def.kind) ? { gridColumn: "1 / -1" } : undefined}>
                            <SettingInput def={def} form={form} />
                          </div>
                        ))}
                      </SimpleGrid>
                      {t === "Review Details" && (
                        // saved by their own calls, not by Submit
                        <Stack gap="xl" mt="xl">
                          <ReviewFormDesigner confId={confId} disabled={!conference.can_update} />
                          <DecisionListEditor confId={confId} disabled={!conference.can_update} />
                        </Stack>
                      )}
                    </>
                  )}
                </Tabs.Panel>
              ))}
            </Tabs>
            <Group justify="flex-end" mt="xl">
              <Button type="submit" loading={update.isPending} disabled={!conference.can_update}>
                Submit
              </Button>
            </Group>
          </form>
        </Paper>
      )}
    </>
  );
}
