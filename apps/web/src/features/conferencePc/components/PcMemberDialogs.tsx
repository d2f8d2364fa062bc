// The Programme Committee screen's other dialogs: add a member to several tracks, a member's
// quotas per track, and the reminder to the PC (previewed, then sent, each person once).
import { useState } from "react";
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import type { ConferencePcMember } from "@symposia/domain";
import { AlertMessage, useAlertMessage } from "../../../components/AlertMessage";
import { CountrySelect } from "../../../components/CountrySelect";
import { SenderEmailInput } from "../../../components/SenderEmailInput";
import { UserSearch } from "../../../components/UserSearch";
import { errorMessage } from "../../../lib/api/errors";
import { useAddPcMember, usePcQuota, usePcReminder } from "../api/conferencePc";

type TrackOption = { id: number; track_name: string };
const trackData = (tracks: TrackOption[]) => tracks.map((t) => ({ value: String(t.id), label: t.track_name }));
const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

function TrackPicker({
  tracks,
  value,
  onChange,
}: {
  tracks: TrackOption[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  return (
    <MultiSelect
      label="Tracks"
      description="None picked: every track."
      placeholder={value.length === 0 ? "Every track" : undefined}
      data={trackData(tracks)}
      value={value}
      onChange={onChange}
      clearable
    />
  );
}

const EMPTY_PERSON = { first_name: "", last_name: "", email: "", country: "", affiliation: "" };

/** Add member: picked from the accounts, or typed by hand, to the tracks picked (the track call's rules in each). */
export function PcAddMemberDialog({
  confId,
  opened,
  tracks,
  onClose,
}: {
  confId: number;
  opened: boolean;
  tracks: TrackOption[];
  onClose: () => void;
}) {
  const add = useAddPcMember(confId);
  const { alert, show, hide } = useAlertMessage(0);
  const [trackIds, setTrackIds] = useState<string[]>([]);
  const [person, setPerson] = useState(EMPTY_PERSON);
  const field = (name: keyof typeof EMPTY_PERSON) => ({
    value: person[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setPerson({ ...person, [name]: e.currentTarget.value }),
  });
  const close = () => {
    setPerson(EMPTY_PERSON);
    setTrackIds([]);
    hide();
    onClose();
  };
  const send = (body: Record<string, unknown>, typed: boolean) =>
    add.mutate(
      { ...body, track_ids: trackIds.map(Number) },
      {
        onSuccess: (res) => {
          const where = res.result.tracks.map((t) => `${t.track_name}: ${t.outcome}`).join("; ");
          show("success", `${res.message} ${where}`);
          if (typed) setPerson(EMPTY_PERSON);
        },
        // a refused call keeps everything typed
        onError: (error) => show("danger", errorMessage(error)),
      },
    );

  return (
    <Modal opened={opened} onClose={close} size="lg" title="Add a PC member">
      <Stack gap="sm">
        <AlertMessage alert={alert} onClose={hide} />
        <TrackPicker tracks={tracks} value={trackIds} onChange={setTrackIds} />
        <UserSearch label="Pick an account" onPick={(user) => send({ reviewer_id: user.id }, false)} />
        <form
          aria-label="Add a PC member by hand"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send(person, true);
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Or type the person (an account is made for a new email, with a link to choose a password):
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="First name" required {...field("first_name")} />
              <TextInput label="Last name" {...field("last_name")} />
              <TextInput label="Email" type="email" required {...field("email")} />
              <CountrySelect
                required
                value={person.country || null}
                onChange={(v) => setPerson({ ...person, country: v ?? "" })}
              />
            </SimpleGrid>
            <TextInput label="Affiliation" required {...field("affiliation")} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Close
              </Button>
              <Button type="submit" loading={add.isPending}>
                Add Member
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}

/** Quota: the member's cap on papers, per accepted track (empty: no cap), saved with the track's quota call. */
export function PcQuotaDialog({
  confId,
  member,
  onClose,
}: {
  confId: number;
  member: ConferencePcMember | null;
  onClose: () => void;
}) {
  const save = usePcQuota(confId);
  const { alert, show, hide } = useAlertMessage(0);
  const tracks = member?.tracks.filter((t) => t.status === "accepted") ?? [];
  const [values, setValues] = useState<Record<number, number | string>>({});
  const valueOf = (trackId: number, quota: number | null) => values[trackId] ?? quota ?? "";
  const close = () => {
    setValues({});
    hide();
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    hide();
    for (const t of tracks) {
      const v = valueOf(t.track_id, t.quota);
      const max = v === "" ? null : Number(v);
      if (max === t.quota) continue;
      try {
        await save.mutateAsync({ track_id: t.track_id, reviewer_id: member!.user_id, max_papers: max });
      } catch (error) {
        return show("danger", `${t.track_name}: ${errorMessage(error)}`);
      }
    }
    show("success", "The quotas have been saved.");
  };
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={member ? `Quota: ${member.first_name} ${member.last_name}` : "Quota"}
    >
      <form onSubmit={submit} noValidate aria-label="Quota">
        <Stack gap="sm">
          <AlertMessage alert={alert} onClose={hide} />
          {tracks.length === 0 ? (
            <Text size="sm">Quotas are set for accepted members; this person has accepted no track yet.</Text>
          ) : (
            tracks.map((t) => (
              <NumberInput
                key={t.track_id}
                label={`Most papers in ${t.track_name}`}
                description="Empty: no cap."
                min={0}
                allowDecimal={false}
                value={valueOf(t.track_id, t.quota)}
                onChange={(v) => setValues({ ...values, [t.track_id]: v })}
              />
            ))
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button type="submit" loading={save.isPending} disabled={tracks.length === 0}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Send Mail to the PC: accepted members or pending invitees of the tracks picked; Preview shows the server's count. */
export function PcReminderDialog({
  confId,
  opened,
  tracks,
  onClose,
}: {
  confId: number;
  opened: boolean;
  tracks: TrackOption[];
  onClose: () => void;
}) {
  const remind = usePcReminder(confId);
  const { alert, show, hide } = useAlertMessage(0);
  const [trackIds, setTrackIds] = useState<string[]>([]);
  const [status, setStatus] = useState<"1" | "0">("1");
  const [sender, setSender] = useState("");
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [fewerThan, setFewerThan] = useState<number | string>("");
  const [previewed, setPreviewed] = useState<number | null>(null);
  const body = (preview: boolean) => ({
    status: Number(status) as 0 | 1,
    sender_email: sender,
    subject,
    message,
    track_ids: trackIds.map(Number),
    ...(fewerThan === "" ? {} : { fewer_publications_than: Number(fewerThan) }),
    preview,
  });
  const run = (preview: boolean) => {
    hide();
    remind.mutate(body(preview), {
      onSuccess: (res) => {
        // a preview's count is said once, beside the Send button
        if (preview) return setPreviewed(res.result.recipients);
        setPreviewed(null);
        show("success", res.message);
      },
      // a refused call keeps everything typed
      onError: (error) => show("danger", errorMessage(error)),
    });
  };
  const close = () => {
    setPreviewed(null);
    hide();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} size="lg" title="Send Mail to the programme committee">
      <Stack gap="sm">
        <AlertMessage alert={alert} onClose={hide} />
        <SegmentedControl
          aria-label="Recipients"
          value={status}
          onChange={(v) => {
            setStatus(v as "1" | "0");
            setPreviewed(null);
          }}
          data={[
            { value: "1", label: "Accepted members" },
            { value: "0", label: "Pending invitations" },
          ]}
        />
        <TrackPicker
          tracks={tracks}
          value={trackIds}
          onChange={(v) => {
            setTrackIds(v);
            setPreviewed(null);
          }}
        />
        <NumberInput
          label="Only members with fewer publications than"
          description="Empty: everyone. Ask those who have not completed their profile to add their publications."
          min={1}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          value={fewerThan}
          onChange={(v) => {
            setFewerThan(v);
            setPreviewed(null);
          }}
        />
        <SenderEmailInput value={sender} onChange={(e) => setSender(e.currentTarget.value)} />
        <TextInput label="Subject" required value={subject} onChange={(e) => setSubject(e.currentTarget.value)} />
        <Textarea
          label="Message"
          required
          autosize
          minRows={5}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {previewed === null
              ? "Preview to see how many people receive it."
              : `${people(previewed)} would receive this mail.`}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={() => run(true)} loading={remind.isPending}>
              Preview
            </Button>
            <Button
              onClick={() => run(false)}
              disabled={previewed === null || previewed === 0}
              loading={remind.isPending}
            >
              Send to {previewed === null ? "…" : people(previewed)}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
