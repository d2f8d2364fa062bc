import { type FormEvent, useEffect, useState } from "react";
import { ActionIcon, Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconUpload } from "@tabler/icons-react";
import type { CameraReadyAuthor, Paper } from "@symposia/domain";
import { notifyError, notifySuccess } from "../../../components/notify";
import { ApiError, errorMessage } from "../../../lib/api/errors";
import { formatInstant } from "../../../lib/dateText";
import { formatDeadline } from "../../../lib/deadlineText";
import { moveItem } from "../../../lib/moveItem";
import { useUnsavedChanges } from "../../../lib/unsavedChanges";
import { useCameraReady, useUploadFinalVersion } from "../api/cameraReady";

export interface CameraReadyDialogProps {
  paper: Paper | null;
  opened: boolean;
  onClose: () => void;
}

type AuthorRow = { first_name: string; last_name: string; affiliation: string; email: string };

/**
 * Camera-ready: the final version of an accepted paper: its PDF, an optional copyright
 * form, and the title, abstract and author list exactly as they will be printed. The accepted
 * version is kept; uploading again replaces the final version.
 */
export function CameraReadyDialog({ paper, opened, onClose }: CameraReadyDialogProps) {
  const info = useCameraReady(opened && paper ? paper.id : null);
  const upload = useUploadFinalVersion(paper?.id ?? 0);
  const [title, setTitle] = useState("");
  const [abstract, setAbstract] = useState("");
  const [authors, setAuthors] = useState<AuthorRow[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [copyright, setCopyright] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // what the dialog opened with, to tell typed input from the stored text
  const [start, setStart] = useState("");

  const version = info.data?.version ?? null;
  // what the server would store when left out: the earlier final version's, or the paper's own with
  // each author's affiliation from the listing or their account (so the proceedings are not empty)
  const defaults = info.data?.defaults ?? null;
  // in the deadline's time zone, with the UTC instant beside it when the zone is another
  const deadline = info.data
    ? formatDeadline(
        { local: info.data.deadline_local, timezone: info.data.timezone, at: info.data.deadline_utc },
        Date.now(),
      )
    : null;
  useEffect(() => {
    if (!opened || !paper) return;
    setErrors({});
    setFile(null);
    setCopyright(null);
    const startTitle = defaults?.final_title ?? paper.paper_title;
    const startAbstract = defaults?.final_abstract ?? paper.abstract ?? "";
    const startAuthors = defaults
      ? defaults.final_authors.map((a) => ({
          first_name: a.first_name,
          last_name: a.last_name,
          affiliation: a.affiliation ?? "",
          email: a.email ?? "",
        }))
      : (paper.paper_author_data ?? []).map((a) => ({
          first_name: a.author_first_name,
          last_name: a.author_last_name,
          affiliation: "",
          email: a.author_email,
        }));
    setTitle(startTitle);
    setAbstract(startAbstract);
    setAuthors(startAuthors);
    setStart(JSON.stringify([startTitle, startAbstract, startAuthors]));
  }, [opened, paper, defaults]);
  const dirty =
    opened &&
    (file !== null || copyright !== null || (start !== "" && JSON.stringify([title, abstract, authors]) !== start));
  const unsaved = useUnsavedChanges(dirty);
  const requestClose = () => void unsaved.confirmClose().then((discard) => discard && onClose());

  const setAuthor = (i: number, patch: Partial<AuthorRow>) =>
    setAuthors((list) => list.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const move = (i: number, by: -1 | 1) => setAuthors((list) => moveItem(list, i, by));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ final_file: ["Choose the final version's PDF."] });
    const finalAuthors: CameraReadyAuthor[] = authors.map((a) => ({
      first_name: a.first_name,
      last_name: a.last_name,
      affiliation: a.affiliation,
      ...(a.email.trim() ? { email: a.email.trim() } : {}),
    }));
    try {
      await upload.mutateAsync({
        final_title: title,
        final_abstract: abstract,
        final_authors: finalAuthors,
        final_file: file,
        copyright_file: copyright,
      });
      notifySuccess("The final version has been saved.");
      unsaved.release();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.result && typeof error.result === "object")
        setErrors(error.result as Record<string, string[]>);
      else notifyError(errorMessage(error));
    }
  };
  const err = (key: string) => errors[key]?.join(" ");

  return (
    <Modal opened={opened} onClose={requestClose} title="Upload final version" size="xl">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Upload final version">
        <Stack gap="sm">
          {info.data && !info.data.open && <Alert color="yellow">{info.data.closed_reason}</Alert>}
          {deadline && (
            <Text size="sm" c="dimmed">
              Camera-ready deadline: {deadline}
            </Text>
          )}
          {version && (
            <Text size="sm">
              A final version ({version.file_name}) was uploaded on{" "}
              {formatInstant(version.uploaded_at, { timezone: info.data?.timezone })}; uploading again replaces it.
            </Text>
          )}
          <TextInput
            label="Final title"
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={err("final_title")}
          />
          <Textarea
            label="Final abstract"
            required
            autosize
            minRows={4}
            value={abstract}
            onChange={(e) => setAbstract(e.currentTarget.value)}
            error={err("final_abstract")}
          />
          <Text size="sm" fw={600}>
            Authors, in print order
          </Text>
          {err("final_authors") && (
            <Text size="sm" c="red">
              {err("final_authors")}
            </Text>
          )}
          {authors.map((a, i) => (
            <Group key={i} gap="xs" align="flex-end" wrap="nowrap" aria-label={`Author ${i + 1}`} role="group">
              <TextInput
                label="First name"
                required
                value={a.first_name}
                onChange={(e) => setAuthor(i, { first_name: e.currentTarget.value })}
                error={err(`final_authors.${i}.first_name`)}
              />
              <TextInput
                label="Last name"
                required
                value={a.last_name}
                onChange={(e) => setAuthor(i, { last_name: e.currentTarget.value })}
                error={err(`final_authors.${i}.last_name`)}
              />
              <TextInput
                label="Affiliation"
                value={a.affiliation}
                onChange={(e) => setAuthor(i, { affiliation: e.currentTarget.value })}
                error={err(`final_authors.${i}.affiliation`)}
              />
              <TextInput
                label="Email"
                value={a.email}
                onChange={(e) => setAuthor(i, { email: e.currentTarget.value })}
                error={err(`final_authors.${i}.email`)}
              />
              <ActionIcon
                variant="subtle"
                aria-label={`Move author ${i + 1} up`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move author ${i + 1} down`}
                disabled={i === authors.length - 1}
                onClick={() => move(i, 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove author ${i + 1}`}
                onClick={() => setAuthors((list) => list.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() =>
                setAuthors((list) => [...list, { first_name: "", last_name: "", affiliation: "", email: "" }])
              }
            >
              Add author
            </Button>
          </Group>
          <FileInput
            label="Final version (PDF)"
            required
            accept=".pdf,application/pdf"
            placeholder="Choose a file"
            clearable
            leftSection={<IconUpload size={16} aria-hidden />}
            value={file}
            onChange={setFile}
            error={err("final_file")}
          />
          <FileInput
            label="Copyright / consent form (PDF, optional)"
            accept=".pdf,application/pdf"
            placeholder="Choose a file"
            clearable
            value={copyright}
            onChange={setCopyright}
            error={err("copyright_file")}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" loading={upload.isPending} disabled={info.data ? !info.data.open : false}>
              Upload final version
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
