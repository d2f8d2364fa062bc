import { type ReactNode, useEffect, useRef, useState } from "react";
import { Accordion, Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { SettingDef } from "@symposia/domain";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { EmptyState } from "../../../components/EmptyState";
import { notifySuccess } from "../../../components/notify";
import { PageHeader } from "../../../components/PageHeader";
import { useConfirm } from "../../../components/useConfirm";
import { ApiError, SESSION_EXPIRED_MESSAGE, SOMETHING_WENT_WRONG, errorMessage } from "../../../lib/api/errors";
import { whenFirstPainted } from "../../../lib/afterFirstPaint";
import { applyServerFieldErrors } from "../../../lib/forms";
import { useConferenceId } from "../../../lib/useConferenceId";
import { useDelayedNavigate } from "../../../lib/useDelayedNavigate";
import { useSlices } from "../../../lib/useSlices";
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
import { EDIT_PAGES, type EditPage, FORM_SETTINGS, RECORDS_TITLE, pageOf, settingsOf } from "../editPages";
import { slug } from "../../../lib/slug";
import { FileSlotsEditor } from "../components/FileSlotsEditor";
import { SubmissionFieldsEditor } from "../components/SubmissionFieldsEditor";
import { type SaveTopicsIfChanged, TopicListEditor } from "../components/TopicListEditor";

const WIDE_KINDS = new Set(["textarea"]);

type SettingsValidation = typeof import("../settingsValidation");
let settingsValidation: Promise<SettingsValidation> | undefined;
/** The settings' validation (settingsValidation.ts), loaded once (asked again after a failed load). */
const loadSettingsValidation = () =>
  (settingsValidation ??= import("../settingsValidation").catch((error: unknown) => {
    settingsValidation = undefined;
    throw error;
  }));
/** Which conference, as of which change, the form's values came from. */
const versionOf = (conference: { id: number; updated_at?: string | null }) =>
  `${conference.id}@${conference.updated_at ?? ""}`;
const pageOfKey = (key: string) => {
  const def = FORM_SETTINGS.find((s) => s.key === key);
  return def ? pageOf(def) : undefined;
};
/** Switching this on releases the assignments and mails every reviewer: the one save that cannot be undone. */
const RELEASE = "is_assignment_submitted_papers_to_program_committee_enabled";
export const RELEASE_CONFIRM =
  "Saving releases the assignments: every reviewer is mailed the papers assigned to them, which cannot be undone. Save and release them?";

/** Settings rendered with a page's first paint (about a phone's screen); the rest follow in slices (useSlices). */
const FIRST_SETTINGS = 6;
const SETTINGS_SLICE = 6;

/**
 * The settings, and `below` (what the page shows under them) once the last slice is in: shown with
 * the first slice, it would move down with every slice that follows (a layout shift on a tall
 * screen, where the Save button is in view from the start).
 */
function SettingsGrid({
  defs,
  form,
  first = FIRST_SETTINGS,
  below,
}: {
  defs: readonly SettingDef[];
  form: SettingsForm;
  first?: number;
  below?: ReactNode;
}) {
  const shown = useSlices(defs.length, first, SETTINGS_SLICE);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {defs.slice(0, shown).map((def) => (
          <div key={def.key} style={WIDE_KINDS.has(def.kind) ? { gridColumn: "1 / -1" } : undefined}>
            <SettingInput def={def} form={form} />
          </div>
        ))}
      </SimpleGrid>
      {shown === defs.length && below}
    </>
  );
}
type SettingsForm = Parameters<typeof SettingInput>[0]["form"];

/**
 * Edit Conference: the settings by phase on seven pages (Conference, Submission, Bidding and
 * assignment, Reviewing, Discussion and response, Decisions and notification, Camera-ready), each
 * saved by its own Save (one POST /conference/update/{id} with that page's settings). Settings
 * kept for the records only sit collapsed under "Records (no effect)".
 */
export default function EditConferencePage() {
  const confId = useConferenceId();
  const delayedNavigate = useDelayedNavigate();
  const confirm = useConfirm();
  const { data: conference, isLoading, error } = useConference(confId);
  const update = useUpdateConference();
  const { alert, show, hide } = useAlertMessage();
  const [tab, setTab] = useState<EditPage>(EDIT_PAGES[0]);
  // A panel's inputs and editors render once its page is first shown, then stay (useVisitedTabs).
  const visited = useVisitedTabs(tab);
  const [recordsOpen, setRecordsOpen] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  // the topics typed on the Submission page are saved with its Save too (nothing typed is lost)
  const saveTopics = useRef<SaveTopicsIfChanged | null>(null);
  // the settings of the page just saved: refilled from the saved conference, the others kept as typed
  const savedKeys = useRef<ReadonlySet<string> | null>(null);
  // The conference is usually in the cache at the first render (app/routeData.ts): the form starts
  // with its values. Filling them in after mounting drew the whole form a second time, in one long
  // task on a slow phone.
  // Validation runs at Save only; its schema loads once the page has painted (or at that Save).
  const validator = useRef<SettingsValidation["validateSettings"] | null>(null);
  useEffect(
    () =>
      whenFirstPainted(() => {
        loadSettingsValidation().then(
          (loaded) => (validator.current = loaded.validateSettings),
          () => undefined, // Save asks again, and says so if it cannot load
        );
      }),
    [],
  );
  const form = useForm<SettingsFormValues>({
    initialValues: formValuesFrom(conference ?? null),
    validate: (values) => validator.current?.(values) ?? {},
  });

  const { setValues, resetDirty } = form;
  // typed settings and chosen images are not left behind without asking
  const unsaved = useUnsavedChanges(form.isDirty() || logo !== null || banner !== null);
  const filledFrom = useRef(conference ? versionOf(conference) : null);
  useEffect(() => {
    if (!conference || filledFrom.current === versionOf(conference)) return;
    filledFrom.current = versionOf(conference);
    const fresh = formValuesFrom(conference);
    const saved = savedKeys.current;
    savedKeys.current = null;
    // what is typed, unsaved, on the other pages stays (and stays marked unsaved)
    const kept = Object.fromEntries(
      Object.keys(fresh)
        .filter((key) => form.isDirty(key) && !saved?.has(key))
        .map((key) => [key, form.values[key]]),
    );
    setValues({ ...fresh, ...kept });
    resetDirty(fresh);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refill when another conference (or version of it) loads
  }, [conference?.id, conference?.updated_at]);

  // A field with an error may sit on another page: bring that page forward (which renders its
  // panel, unopened until now, with the error; the errors and values live in the form, not the inputs).
  const showFirstErrorPage = (errors: Record<string, unknown>) => {
    const keys = Object.keys(errors);
    const first = keys.map(pageOfKey).find(Boolean);
    if (first) setTab(first);
    if (keys.some((k) => settingsOf("Conference").records.some((d) => d.key === k))) setRecordsOpen(true);
  };

  const dirtyPages = EDIT_PAGES.filter(
    (p) =>
      FORM_SETTINGS.some((d) => pageOf(d) === p && form.isDirty(d.key)) ||
      (p === "Conference" && (logo !== null || banner !== null)),
  );

  /** Saves one page: its settings (and the Conference page's images, the Submission page's topics). */
  const save = async (page: EditPage) => {
    hide();
    if (!confId || !conference) return;
    const { fields, records } = settingsOf(page);
    const keys = new Set([...fields, ...records].map((d) => d.key));
    try {
      validator.current ??= (await loadSettingsValidation()).validateSettings;
    } catch {
      show("danger", SOMETHING_WENT_WRONG);
      return;
    }
    const { errors } = form.validate();
    const mine = Object.fromEntries(Object.entries(errors).filter(([key]) => keys.has(key)));
    // only this page's settings are sent: other pages' unsaved input is not judged here
    form.setErrors(mine);
    if (Object.keys(mine).length > 0) {
      showFirstErrorPage(mine);
      return;
    }
    const withImages = page === "Conference";
    if (withImages && (imageProblem(logo) || imageProblem(banner))) return;
    const stored = formValuesFrom(conference);
    const releases = keys.has(RELEASE) && Number(stored[RELEASE]) === 0 && Number(form.values[RELEASE]) === 1;
    if (releases && !(await confirm(RELEASE_CONFIRM))) return;
    if (page === "Submission" && saveTopics.current && !(await saveTopics.current())) {
      show(
        "danger",
        "The topics could not be saved, so the Submission settings were not saved; see the message under Submission Topics.",
      );
      return;
    }
    const sent = form.values;
    update.mutate(
      {
        id: confId,
        form: settingsFormData(sent, withImages ? { logo, banner } : { logo: null, banner: null }, {
          keys,
          stored,
        }),
      },
      {
        onSuccess: (res) => {
          notifySuccess(res.message);
          savedKeys.current = keys;
          // the page's settings are saved as sent; the other pages' typing stays unsaved
          resetDirty({ ...stored, ...Object.fromEntries([...keys].map((k) => [k, sent[k] ?? null])) });
          if (withImages) {
            setLogo(null);
            setBanner(null);
          }
        },
        onError: (e) => {
          if (e instanceof ApiError && e.code === 401) {
            unsaved.release();
            show("danger", SESSION_EXPIRED_MESSAGE);
            delayedNavigate(paths.login(), 2000);
            return;
          }
          if (applyServerFieldErrors(form, e)) showFirstErrorPage((e as ApiError).fieldErrors);
          show(
            "danger",
            e instanceof ApiError && [409, 413, 415].includes(e.status) ? e.message : SOMETHING_WENT_WRONG,
          );
        },
      },
    );
  };

  const importLink = confId ? (
    <Group gap="xs">
      <Button variant="default" component={Link} to={paths.dashboard(confId)}>
        Dashboard
      </Button>
      <Button variant="default" component={Link} to={paths.conferenceImport(confId)}>
        Import from HotCRP / EasyChair
      </Button>
    </Group>
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

  const disabled = !conference?.can_update;
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
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void save(tab);
            }}
            noValidate
            aria-label="Edit Conference"
          >
            <Tabs value={slug(tab)} onChange={(v) => setTab(EDIT_PAGES.find((t) => slug(t) === v) ?? tab)}>
              <Tabs.List mb="md">
                {EDIT_PAGES.map((t) => (
                  <Tabs.Tab key={t} value={slug(t)}>
                    {t}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {dirtyPages.length > 0 && (
                <Text size="sm" c="orange.8" mb="sm">
                  Not saved yet: {dirtyPages.join(", ")}. Each page is saved by its own Save.
                </Text>
              )}
              {EDIT_PAGES.map((t) => {
                if (!visited.has(t))
                  return (
                    <Tabs.Panel key={t} value={slug(t)}>
                      {null}
                    </Tabs.Panel>
                  );
                const { fields, records } = settingsOf(t);
                return (
                  <Tabs.Panel key={t} value={slug(t)}>
                    <Stack gap="xl">
                      {t === "Conference" && (
                        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
                        </SimpleGrid>
                      )}
                      <SettingsGrid
                        defs={fields}
                        form={form}
                        below={
                          <>
                            {t === "Submission" && (
                              <>
                                <TopicListEditor confId={conference.id} disabled={disabled} saveRef={saveTopics} />
                                <SubmissionFieldsEditor confId={conference.id} disabled={disabled} />
                                <FileSlotsEditor confId={conference.id} disabled={disabled} />
                              </>
                            )}
                            {records.length > 0 && (
                              <Accordion
                                variant="contained"
                                value={recordsOpen ? "records" : null}
                                onChange={(v) => setRecordsOpen(v === "records")}
                              >
                                <Accordion.Item value="records">
                                  <Accordion.Control>{RECORDS_TITLE}</Accordion.Control>
                                  <Accordion.Panel>
                                    <Text size="sm" c="dimmed" mb="sm">
                                      Kept with the conference for the organisers&apos; records; changing them changes
                                      nothing in Symposia.
                                    </Text>
                                    {/* collapsed at first: none of it is on the first screen */}
                                    <SettingsGrid defs={records} form={form} first={0} />
                                  </Accordion.Panel>
                                </Accordion.Item>
                              </Accordion>
                            )}
                            <Group justify="flex-end">
                              <Button
                                type="submit"
                                loading={update.isPending}
                                disabled={disabled}
                                aria-label={`Save ${t}`}
                              >
                                Save
                              </Button>
                            </Group>
                            {t === "Reviewing" && (
                              // saved by its own calls, not by Save
                              <ReviewFormDesigner confId={confId} disabled={disabled} />
                            )}
                            {t === "Decisions and notification" && (
                              <DecisionListEditor confId={confId} disabled={disabled} />
                            )}
                          </>
                        }
                      />
                    </Stack>
                  </Tabs.Panel>
                );
              })}
            </Tabs>
          </form>
        </Paper>
      )}
    </>
  );
}
