import { useEffect } from "react";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { TRACK_CONFIRMATIONS, trackFormSchema, type TrackFormInput } from "@symposia/domain";
import { AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { notifySuccess } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { useSaveTrack } from "../api/saveTrack";
import type { Track } from "@symposia/domain";

export interface TrackFormModalProps {
  confId: number;
  opened: boolean;
  onClose: () => void;
  /** The track to edit; null adds a new one. */
  track: Track | null;
}

const EMPTY: Required<TrackFormInput> = { track_name: "", track_short_name: "", track_description: "" };

/** Add Track and Edit Track (the latter asks 'Are you sure to Update this Track?' first). */
export function TrackFormModal({ confId, opened, onClose, track }: TrackFormModalProps) {
  const confirm = useConfirm();
  const save = useSaveTrack(confId);
  const { alert, show, hide } = useAlertMessage();
  const form = useForm<Required<TrackFormInput>>({
    initialValues: EMPTY,
    validate: schemaResolver(trackFormSchema, { sync: true }),
  });

  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    setValues(
      track
        ? {
            track_name: track.track_name,
            track_short_name: track.track_short_name,
            track_description: track.track_description,
          }
        : EMPTY,
    );
    resetDirty();
    clearErrors();
    hide();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refill only when opened for another track
  }, [opened, track?.id]);

  const submit = form.onSubmit(async (values) => {
    if (track && !(await confirm(TRACK_CONFIRMATIONS.update))) return;
    save.mutate(
      { trackId: track?.id ?? null, input: values },
      {
        onSuccess: (res) => {
          if (!res.success) return show("warning", res.message);
          notifySuccess(res.message);
          onClose();
        },
        onError: (error) => {
          applyServerFieldErrors(form, error);
          show("danger", errorMessage(error));
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title={track ? "Edit Track" : "Add Track"} size="lg">
      <AlertMessage alert={alert} onClose={hide} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Track name" required data-autofocus {...form.getInputProps("track_name")} />
          <TextInput label="Track short name" {...form.getInputProps("track_short_name")} />
          <Textarea
            label="Track description"
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps("track_description")}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {track ? "Update Track" : "Add Track"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
