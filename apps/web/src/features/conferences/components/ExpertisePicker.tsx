import { useEffect, useState } from "react";
import { Button, Group, Modal, MultiSelect, Stack, Text } from "@mantine/core";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { useMyTopics, useSaveMyTopics, useTopics } from "../../../lib/api/topics";

/** A TPC member's expertise: the conference's topics they know; Auto Assign prefers matching papers. */
export function ExpertisePicker({ confId, acronym }: { confId: number; acronym: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={() => setOpen(true)}>
        My Topics
      </Button>
      {open && <ExpertiseDialog confId={confId} acronym={acronym} onClose={() => setOpen(false)} />}
    </>
  );
}

function ExpertiseDialog({ confId, acronym, onClose }: { confId: number; acronym: string; onClose: () => void }) {
  const topics = useTopics(confId);
  const mine = useMyTopics(confId);
  const save = useSaveMyTopics(confId);
  const [value, setValue] = useState<string[] | null>(null);
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  useEffect(() => {
    if (value === null && mine.data) setValue(mine.data.topic_ids.map(String));
  }, [mine.data, value]);
  const submit = () =>
    save.mutate((value ?? []).map(Number), {
      onSuccess: (res) => show("success", res.message),
      onError: (error) => show("danger", errorMessage(error)),
    });
  return (
    <Modal opened onClose={onClose} title={`${acronym}: my topics`}>
      <Stack gap="sm">
        <AlertMessage alert={alert} onClose={hide} />
        {(topics.data ?? []).length === 0 ? (
          <Text size="sm">This conference has no topics.</Text>
        ) : (
          <MultiSelect
            label="Topics I can review"
            description="Papers on these topics come first on your bidding list, and Auto Assign prefers them for you."
            data={(topics.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={value ?? []}
            onChange={setValue}
            searchable
            clearable
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={(topics.data ?? []).length === 0}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
