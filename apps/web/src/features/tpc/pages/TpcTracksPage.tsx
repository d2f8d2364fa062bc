import { useState } from "react";
import { Center, Loader, SimpleGrid } from "@mantine/core";
import { canAutoAssignNow, canManageTrackTpcNow, canRunTpcAdminActions, canViewAllPapers } from "@symposia/domain";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { useConferenceShort } from "../../../lib/api/conferences";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { ReviewReminderDialog } from "../../../components/reviewReminder/ReviewReminderDialog";
import { isAdmin, useSession } from "../../../lib/auth/session";
import { useConferenceId } from "../../../lib/useConferenceId";
import { useConference } from "../../../lib/api/conferences";
import { useTracks } from "../../../lib/api/tracks";
import type { Track } from "@symposia/domain";
import { AutoAssignDialog } from "../components/AutoAssignDialog";
import { ComputedAffinityPanel } from "../components/ComputedAffinityPanel";
import { InvitationDialog } from "../components/InvitationDialog";
import { ManageMembersModal } from "../components/ManageMembersModal";
import { ReminderDialog } from "../components/ReminderDialog";
import { TpcTrackCard } from "../components/TpcTrackCard";

type Dialog = "members" | "invite" | "auto" | "mail" | "remind";

/** TPC Tracks (/conference/tracks/list/:confId?): every track with its chairs and TPC members. */
export default function TpcTracksPage() {
  const confId = useConferenceId();
  if (confId === null) {
    return (
      <>
        <PageHeader title="TPC Tracks" from="Conference" to="TPC Tracks" back />
        <EmptyState message="No conference selected. Open TPC Members from a conference card." />
      </>
    );
  }
  return <ConferenceTpc confId={confId} />;
}

function ConferenceTpc({ confId }: { confId: number }) {
  const navigate = useNavigate();
  const session = useSession();
  const { data: short } = useConferenceShort(confId);
  const { data: conference } = useConference(confId);
  const { data: tracks = [], isLoading } = useTracks(confId);
  const [open, setOpen] = useState<{ dialog: Dialog; track: Track } | null>(null);
  // the server decides; this only spares others buttons they could not use
  const standing = { isAdmin: isAdmin(session), permissions: conference?.permissions ?? [], isOcMember: false };
  const showAdminActions = canRunTpcAdminActions(standing);
  // Auto Assign changes the TPC's assignments: the server's rule, so only while the conference is Approved (ADMIN always)
  const showAutoAssign = !!conference && canAutoAssignNow(standing, conference.conference_status);
  // who may remind a track's reviewers: those who see Reports, and the track's own chairs (the
  // server's rule for POST /conference/review-reminder with track_id)
  const seesReports = canViewAllPapers({
    isAdmin: isAdmin(session),
    permissions: conference?.permissions ?? [],
    isOcMember: session !== null && (conference?.oc_permissions ?? []).includes(session.id),
  });
  const chairs = (track: Track) => session !== null && track.track_chair_data.some((c) => c.user_id === session.id);
  const mayRemind = (track: Track) => seesReports || chairs(track);
  // Manage TPC Members and TPC Invitation: the server's rule (whyNotManageTpc), so not while the
  // conference is Pending or Blocked unless the caller is the ADMIN
  const isOcMember = session !== null && (conference?.oc_permissions ?? []).includes(session.id);
  const mayManage = (track: Track) =>
    !!conference && canManageTrackTpcNow({ ...standing, isOcMember }, chairs(track), conference.conference_status);
  const trackFor = (dialog: Dialog) => (open?.dialog === dialog ? open.track : null);
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader
        title={short ? `${short.acronym_title} TPC Tracks` : "TPC Tracks"}
        from="Conference"
        to="TPC Tracks"
        back
      />
      {showAdminActions && <ComputedAffinityPanel confId={confId} />}
      {isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : tracks.length === 0 ? (
        <EmptyState message="No record found" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {tracks.map((track) => (
            <TpcTrackCard
              key={track.id}
              track={track}
              showAdminActions={showAdminActions}
              showAutoAssign={showAutoAssign}
              onManageMembers={mayManage(track) ? () => setOpen({ dialog: "members", track }) : undefined}
              onAllPapers={() =>
                navigate(paths.trackPapers(confId, track.id), {
                  state: { conf_id: confId, id: confId, track_id: track.id },
                })
              }
              onInvite={mayManage(track) ? () => setOpen({ dialog: "invite", track }) : undefined}
              onAutoAssign={() => setOpen({ dialog: "auto", track })}
              onSendMail={() => setOpen({ dialog: "mail", track })}
              onRemindReviewers={mayRemind(track) ? () => setOpen({ dialog: "remind", track }) : undefined}
            />
          ))}
        </SimpleGrid>
      )}
      <ManageMembersModal confId={confId} trackId={trackFor("members")?.id ?? null} onClose={close} />
      <InvitationDialog
        confId={confId}
        trackId={trackFor("invite")?.id ?? null}
        trackName={trackFor("invite")?.track_name ?? ""}
        onClose={close}
      />
      <AutoAssignDialog
        confId={confId}
        trackId={trackFor("auto")?.id ?? null}
        trackName={trackFor("auto")?.track_name ?? ""}
        onClose={close}
      />
      <ReviewReminderDialog
        confId={confId}
        opened={open?.dialog === "remind"}
        trackId={trackFor("remind")?.id ?? null}
        trackName={trackFor("remind")?.track_name}
        onClose={close}
      />
      <ReminderDialog
        trackId={trackFor("mail")?.id ?? null}
        trackName={trackFor("mail")?.track_name ?? ""}
        onClose={close}
      />
    </>
  );
}
