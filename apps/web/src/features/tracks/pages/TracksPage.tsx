import { useState } from "react";
import { Affix, Button, Center, Loader, SimpleGrid } from "@mantine/core";
import { TRACK_CONFIRMATIONS } from "@symposia/domain";
import { IconPlus } from "@tabler/icons-react";
import { useConferenceShort } from "../../../lib/api/conferences";
import { EmptyState } from "../../../components/EmptyState";
import { notifySuccess, notifyWarning } from "../../../components/notify";
import { PageHeader } from "../../../components/PageHeader";
import { ReviewReminderDialog } from "../../../components/reviewReminder/ReviewReminderDialog";
import { useConfirm } from "../../../components/useConfirm";
import { useConferenceId } from "../../../lib/useConferenceId";
import { useDeleteTrack } from "../api/deleteTrack";
import { useTracks } from "../../../lib/api/tracks";
import type { Track } from "@symposia/domain";
import { ManageChairsModal } from "../components/ManageChairsModal";
import { TrackCard } from "../components/TrackCard";
import { TrackFormModal } from "../components/TrackFormModal";

/** Config Tracks (/conference/tracks/:confId?): the conference's tracks and their chairs. */
export default function TracksPage() {
  const confId = useConferenceId();
  if (confId === null) {
    return (
      <>
        <PageHeader title="Tracks" from="Conference" to="Tracks" back />
        <EmptyState message="No conference selected. Open Config Tracks from a conference card." />
      </>
    );
  }
  return <ConferenceTracks confId={confId} />;
}

function ConferenceTracks({ confId }: { confId: number }) {
  const { data: conference } = useConferenceShort(confId);
  const { data: tracks = [], isLoading } = useTracks(confId);
  const deleteTrack = useDeleteTrack(confId);
  const confirm = useConfirm();
  // undefined: closed; null: adding; a track: editing it
  const [editing, setEditing] = useState<Track | null | undefined>(undefined);
  const [chairsOf, setChairsOf] = useState<number | null>(null);
  const [remindOf, setRemindOf] = useState<Track | null>(null);

  const remove = async (track: Track) => {
    if (!(await confirm(TRACK_CONFIRMATIONS.delete, { danger: true, confirmLabel: "Delete" }))) return;
    deleteTrack.mutate(track.id, {
      onSuccess: (res) => (res.success ? notifySuccess(res.message) : notifyWarning(res.message)),
    });
  };

  const title = conference ? `${conference.acronym_title} Tracks` : "Tracks";
  return (
    <>
      <PageHeader title={title} from="Conference" to="Tracks" back />
      {isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : tracks.length === 0 ? (
        <EmptyState message="No record found">
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            Add the first track
          </Button>
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" pb={80}>
          {tracks.map((track) => (
            <TrackCard
              key={track.id}
              track={track}
              onEdit={() => setEditing(track)}
              onDelete={() => void remove(track)}
              onManageChairs={() => setChairsOf(track.id)}
              onRemindReviewers={() => setRemindOf(track)}
            />
          ))}
        </SimpleGrid>
      )}
      <Affix position={{ bottom: 24, right: 24 }}>
        <Button
          size="md"
          radius="xl"
          style={{ boxShadow: "var(--mantine-shadow-md)" }}
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing(null)}
        >
          Add Track
        </Button>
      </Affix>
      <TrackFormModal
        confId={confId}
        opened={editing !== undefined}
        track={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <ManageChairsModal confId={confId} trackId={chairsOf} onClose={() => setChairsOf(null)} />
      <ReviewReminderDialog
        confId={confId}
        opened={remindOf !== null}
        trackId={remindOf?.id ?? null}
        trackName={remindOf?.track_name}
        onClose={() => setRemindOf(null)}
      />
    </>
  );
}
