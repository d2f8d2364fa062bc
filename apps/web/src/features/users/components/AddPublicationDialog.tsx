import { Alert, Button, Modal, NumberInput, Stack, TextInput, Textarea } from "@mantine/core";
import { useState } from "react";
import { notifySuccess } from "../../../components/notify";
import { errorMessage } from "../../../lib/api/errors";
import { useAddPublication } from "../api/publications";

const EMPTY = { title: "", abstract: "", year: "" as number | string, venue: "", coauthors: "" };

/** Add a publication by hand: title, abstract, year, venue and co-authors (one per line). */
export function AddPublicationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const add = useAddPublication();
  const set = (key: keyof typeof EMPTY) => (value: string | number) => setForm((f) => ({ ...f, [key]: value }));
  const close = () => {
    setForm(EMPTY);
    add.reset();
    onClose();
  };
  const submit = () => {
    const coauthors = form.coauthors
      .split(/\r?\n/)
      .map((n) => n.trim())
      .filter(Boolean);
    add.mutate(
      {
        title: form.title,
        abstract: form.abstract,
        year: form.year === "" ? undefined : Number(form.year),
        venue: form.venue,
        coauthors: coauthors.map((name) => ({ name })),
      },
      {
        onSuccess: (res) => {
          notifySuccess(res.message);
          close();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title="Add a Publication">
      <Stack>
        {add.error && <Alert color="red">{errorMessage(add.error)}</Alert>}
        <TextInput label="Title" required value={form.title} onChange={(e) => set("title")(e.currentTarget.value)} />
        <Textarea
          label="Abstract"
          autosize
          minRows={3}
          value={form.abstract}
          onChange={(e) => set("abstract")(e.currentTarget.value)}
        />
        <NumberInput label="Year" min={1900} max={2100} value={form.year} onChange={set("year")} />
        <TextInput label="Venue" value={form.venue} onChange={(e) => set("venue")(e.currentTarget.value)} />
        <Textarea
          label="Co-authors"
          description="One name per line"
          autosize
          minRows={2}
          value={form.coauthors}
          onChange={(e) => set("coauthors")(e.currentTarget.value)}
        />
        <Button onClick={submit} loading={add.isPending} disabled={!form.title.trim()}>
          Add
        </Button>
      </Stack>
    </Modal>
  );
}
