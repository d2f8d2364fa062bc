import { useEffect, useState } from "react";
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  MultiSelect,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconUpload } from "@tabler/icons-react";
import { INVALID_FILE_TYPE_MESSAGE, PAPER_FILE_EXTENSIONS, hasAllowedPaperExtension } from "@symposia/domain";
import { ConflictDeclarationSection } from "../../../components/conflicts/ConflictDeclarationSection";
import { AnonymiseFileAlert } from "../../../components/conflicts/ReviewingModelNote";
import { useConflictDeclarations } from "../../../components/conflicts/useConflictDeclarations";
import { notifyError, notifySuccess, notifyWarning } from "../../../components/notify";
import { ApiError, errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { useTrackOptions } from "../../../lib/api/tracks";
import { useTopics } from "../../../lib/api/topics";
import { useSavePaper } from "../api/savePaper";
import { useSubmissionFields, useSubmissionFileSlots } from "../api/submissionFields";
import { ExtraFileInputs } from "./ExtraFileInputs";
import { SubmissionFieldInputs } from "./SubmissionFieldInputs";
import { useConference, useConferenceShort } from "../../../lib/api/conferences";
import { paperKeys } from "../../../lib/api/papers";
import { useSession } from "../../../lib/auth/session";
import { useQueryClient } from "@tanstack/react-query";
import { type CoAuthorRow, type RowErrors, addCoAuthors, checkCoAuthors, rowLabel } from "../coAuthors";
import { CoAuthorRows } from "./CoAuthorRows";
import { SubmissionGuidance } from "../../../components/SubmissionGuidance";
import { SubmissionStatus } from "../../../components/SubmissionStatus";
import { type PaperFormValues, paperFormSchema } from "../paperForm";
import {
  EXTRA_FILE_PREFIX,
  type Paper,
  type PaperSaved,
  type SubmissionFieldValues,
  checkSubmissionFieldValues,
  fileSlotProblem,
} from "@symposia/domain";
import { searchableSelectProps } from "../../../lib/optionSearch";

const ACCEPT = PAPER_FILE_EXTENSIONS.map((e) => `.${e}`).join(",");

export interface PaperFormDialogProps {
  confId: number;
  opened: boolean;
  onClose: () => void;
  /** the paper to edit; absent for a new submission */
  paper?: Paper | null;
}

/**
 * Submit Paper / Edit Paper: track, title, keywords, abstract and the file (required on add); a new
 * submission also takes its co-authors, added through the author call once the paper exists.
 */
export function PaperFormDialog({ confId, opened, onClose, paper }: PaperFormDialogProps) {
  const editing = !!paper;
  const tracks = useTrackOptions(opened ? confId : null);
  const save = useSavePaper(confId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const conflicts = useConflictDeclarations(opened, paper);
  // the conference's topics; one or more is required when it has any
  const topics = useTopics(opened ? confId : null);
  const [topicIds, setTopicIds] = useState<string[]>([]);
  const [topicError, setTopicError] = useState<string | null>(null);
  const hasTopics = (topics.data ?? []).length > 0;
  // what this conference asks for now (the server checks the same rules)
  const short = useConferenceShort(opened ? confId : null);
  const rules = short.data?.submission;
  const acceptsFile = rules?.accepts_file ?? true;
  const fileRequired = !editing && acceptsFile && !(rules?.file_optional_now ?? false);
  const abstractShown = rules?.abstract_required ?? true;
  const extra = useSubmissionFields(opened ? confId : null);
  const defs = extra.data ?? [];
  const [answers, setAnswers] = useState<SubmissionFieldValues>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string[]>>({});
  // the extra file slots
  const slotsQuery = useSubmissionFileSlots(opened ? confId : null);
  const slots = slotsQuery.data ?? [];
  const [extraFiles, setExtraFiles] = useState<Record<string, File>>({});
  const [extraErrors, setExtraErrors] = useState<Record<string, string>>({});
  // the co-authors of a new submission, sent through the author call once the paper exists
  const session = useSession();
  const qc = useQueryClient();
  const conference = useConference(opened && !editing ? confId : null);
  const takesCoAuthors = !editing && conference.data != null && Number(conference.data.disable_multiple_authors) !== 1;
  const [coAuthors, setCoAuthors] = useState<CoAuthorRow[]>([]);
  const [coAuthorErrors, setCoAuthorErrors] = useState<Record<string, RowErrors>>({});
  /** the paper was created but these rows were not saved: the dialog offers them again */
  const [created, setCreated] = useState<PaperSaved | null>(null);
  const [savingAuthors, setSavingAuthors] = useState(false);
  const form = useForm<PaperFormValues>({
    initialValues: { track_id: "", paper_title: "", keywords: "", abstract: "" },
    validate: schemaResolver(paperFormSchema, { sync: true }),
  });

  const { setValues, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    setValues({
      track_id: paper ? String(paper.track_id) : "",
      paper_title: paper?.paper_title ?? "",
      keywords: paper?.keywords ?? "",
      abstract: paper?.abstract ?? "",
    });
    clearErrors();
    setTopicIds((paper?.topics ?? []).map((t) => String(t.id)));
    setTopicError(null);
    setAnswers(paper?.fields ?? {});
    setAnswerErrors({});
    setFile(null);
    setFileError(null);
    setExtraFiles({});
    setExtraErrors({});
    setProgress(null);
    setCoAuthors([]);
    setCoAuthorErrors({});
    setCreated(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refill when opened for another paper
  }, [opened, paper?.id]);

  const pickFile = (picked: File | null) => {
    if (picked && !hasAllowedPaperExtension(picked.name)) {
      // The spec: the alert, and the input is cleared.
      setFile(null);
      setFileError(INVALID_FILE_TYPE_MESSAGE);
      return;
    }
    setFileError(null);
    setFile(picked);
  };

  const pickExtra = (key: string, picked: File | null) => {
    const slot = slots.find((s) => s.key === key)!;
    const problem = picked ? fileSlotProblem(slot, picked) : null;
    setExtraErrors(({ [key]: _old, ...rest }) => (problem ? { ...rest, [key]: problem } : rest));
    setExtraFiles(({ [key]: _old, ...rest }) => (picked && !problem ? { ...rest, [key]: picked } : rest));
  };

  /** the server's rule: a required slot comes with the paper file (at once when no paper file is taken) */
  const extraFileErrors = (): Record<string, string> => {
    const complete = !acceptsFile || file !== null || (paper?.has_file ?? false);
    const errors: Record<string, string> = {};
    for (const slot of slots) {
      const stored = paper?.extra_files?.some((f) => f.slot === slot.key) ?? false;
      if (slot.required && complete && !stored && !extraFiles[slot.key])
        errors[slot.key] = `${slot.label} is required.`;
    }
    return errors;
  };

  const submit = form.onSubmit(async (values) => {
    if (fileRequired && !file) {
      setFileError("The paper file is required.");
      return;
    }
    if (abstractShown && !values.abstract?.trim()) {
      form.setFieldError("abstract", "Abstract is required.");
      return;
    }
    if (hasTopics && topicIds.length === 0) {
      setTopicError("Choose at least one topic.");
      return;
    }
    setTopicError(null);
    const rowProblems = takesCoAuthors ? checkCoAuthors(coAuthors, session?.email ?? "") : {};
    setCoAuthorErrors(rowProblems);
    // the same check as the server's (packages/domain schemas/submissionForm.ts)
    const checked = checkSubmissionFieldValues(defs, answers);
    setAnswerErrors(checked.errors);
    const missingFiles = extraFileErrors();
    setExtraErrors(missingFiles);
    if (Object.keys(checked.errors).length || Object.keys(missingFiles).length || Object.keys(rowProblems).length)
      return;
    const uploading = file !== null || Object.keys(extraFiles).length > 0;
    setProgress(uploading ? 0 : null);
    try {
      const res = await save.mutateAsync({
        paperId: paper?.id,
        values,
        ...conflicts.fields(),
        ...(hasTopics ? { topic_ids: topicIds.map(Number) } : {}),
        fields: defs.length ? checked.values : undefined,
        file,
        extraFiles,
        onUploadProgress: uploading ? setProgress : undefined,
      });
      if (!res.success) {
        notifyWarning(res.message);
        return;
      }
      notifySuccess(res.message);
      if (!editing && takesCoAuthors && coAuthors.length > 0 && res.result) {
        setProgress(null);
        await saveCoAuthors(res.result, coAuthors);
        return;
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 415) {
        setFile(null);
        setFileError(error.message);
      } else if (error instanceof ApiError && error.fieldError("topic_ids")) {
        setTopicError(error.fieldError("topic_ids")!);
      } else if (error instanceof ApiError && Object.keys(error.fieldErrors).some((k) => k.startsWith("fields."))) {
        setAnswerErrors(error.fieldErrors);
      } else if (
        error instanceof ApiError &&
        Object.keys(error.fieldErrors).some((k) => k.startsWith(EXTRA_FILE_PREFIX))
      ) {
        setExtraErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors)
              .filter(([k]) => k.startsWith(EXTRA_FILE_PREFIX))
              .map(([k, m]) => [k.slice(EXTRA_FILE_PREFIX.length), m[0] ?? ""]),
          ),
        );
      } else if (error instanceof ApiError && error.fieldError("paper_file")) {
        setFileError(error.fieldError("paper_file")!);
      } else if (!applyServerFieldErrors(form, error)) {
        notifyError(errorMessage(error));
      }
    } finally {
      setProgress(null);
    }
  });

  /** Adds the rows to the created paper; closes when all are in, else keeps the ones not saved on screen. */
  async function saveCoAuthors(paperRef: PaperSaved, rows: CoAuthorRow[]) {
    setSavingAuthors(true);
    try {
      const outcome = await addCoAuthors(paperRef.id, rows);
      await qc.invalidateQueries({ queryKey: paperKeys.conference(confId) });
      if (outcome.failed.length === 0) {
        notifySuccess(
          rows.length === 1 ? "The co-author has been added." : `${rows.length} co-authors have been added.`,
        );
        setCreated(null);
        onClose();
        return;
      }
      setCreated(paperRef);
      setCoAuthors(outcome.failed);
      setCoAuthorErrors(outcome.errors);
    } finally {
      setSavingAuthors(false);
    }
  }

  if (created) {
    return (
      <Modal
        opened={opened}
        onClose={onClose}
        title={`Paper ${created.paper_sequence}: co-authors not saved`}
        size="lg"
      >
        <Stack gap="sm">
          <Alert color="orange" title="Some co-authors were not saved" role="alert">
            Paper {created.paper_sequence} has been submitted, but{" "}
            {coAuthors.length === 1 ? "this co-author was" : "these co-authors were"} not added:{" "}
            {coAuthors.map((row, i) => rowLabel(row, i)).join("; ")}. Correct them and try again, or add them later from
            the paper&apos;s Authors on My Papers.
          </Alert>
          <CoAuthorRows
            submitter={null}
            rows={coAuthors}
            errors={coAuthorErrors}
            onChange={setCoAuthors}
            canAdd={false}
            disabled={savingAuthors}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={savingAuthors}>
              Close
            </Button>
            <Button
              loading={savingAuthors}
              disabled={coAuthors.length === 0}
              onClick={() => {
                const problems = checkCoAuthors(coAuthors, session?.email ?? "");
                setCoAuthorErrors(problems);
                if (Object.keys(problems).length === 0) void saveCoAuthors(created, coAuthors);
              }}
            >
              Add these co-authors
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit Paper ${paper.paper_sequence}` : "Submit Paper"}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <AnonymiseFileAlert confId={confId} />
          <SubmissionGuidance
            html={short.data?.submission_instructions_html}
            templates={short.data?.submission_templates}
          />
          {/* the deadlines that apply, each with its time zone */}
          <SubmissionStatus state={short.data?.submission} dateFormat={short.data?.date_format} />
          <Select
            label="Track"
            placeholder="Select a track"
            required
            {...searchableSelectProps}
            data={(tracks.data ?? []).map((t) => ({ value: String(t.id), label: t.track_name }))}
            nothingFoundMessage={tracks.isLoading ? "Loading…" : "This conference has no tracks yet"}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("track_id")}
          />
          <TextInput label="Paper Title" required {...form.getInputProps("paper_title")} />
          <TextInput label="Keywords" description="Separate keywords with commas" {...form.getInputProps("keywords")} />
          {abstractShown && (
            <Textarea label="Abstract" required autosize minRows={4} maxRows={12} {...form.getInputProps("abstract")} />
          )}
          {hasTopics && (
            <MultiSelect
              label="Topics"
              description="One or more of the conference's topics"
              required
              searchable
              data={(topics.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              value={topicIds}
              onChange={setTopicIds}
              error={topicError}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {acceptsFile && (
            <FileInput
              label="Paper File"
              description={
                editing
                  ? paper.paper_file_path
                    ? `Leave empty to keep ${paper.paper_file_path} (pdf, doc or docx)`
                    : "No file yet: add it before the last submission date (pdf, doc or docx)"
                  : fileRequired
                    ? "pdf, doc or docx"
                    : "Optional now: register the paper and add its file before the last submission date (pdf, doc or docx)"
              }
              placeholder="Choose a file"
              required={fileRequired}
              accept={ACCEPT}
              clearable
              clearButtonProps={{ "aria-label": "Remove the chosen paper file" }}
              leftSection={<IconUpload size={16} aria-hidden />}
              value={file}
              onChange={pickFile}
              error={fileError}
            />
          )}
          <ExtraFileInputs
            slots={slots}
            files={extraFiles}
            errors={extraErrors}
            stored={paper?.extra_files}
            onChange={pickExtra}
          />
          <SubmissionFieldInputs defs={defs} values={answers} errors={answerErrors} onChange={setAnswers} />
          {takesCoAuthors && (
            <CoAuthorRows
              submitter={
                session ? { name: `${session.first_name} ${session.last_name}`.trim(), email: session.email } : null
              }
              rows={coAuthors}
              errors={coAuthorErrors}
              onChange={setCoAuthors}
              disabled={save.isPending || savingAuthors}
            />
          )}
          <ConflictDeclarationSection
            confId={confId}
            value={conflicts.declared}
            onChange={conflicts.setDeclared}
            otherCollaborators={conflicts.otherCollaborators}
            onOtherCollaboratorsChange={conflicts.setOtherCollaborators}
            loading={conflicts.loading}
            failed={conflicts.failed}
          />
          {progress !== null && (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Uploading… {progress}%
              </Text>
              <Progress value={progress} aria-label="Upload progress" animated />
            </Stack>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending || savingAuthors}>
              {editing ? "Save" : "Submit"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
