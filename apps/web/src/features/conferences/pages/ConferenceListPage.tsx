import { Box, Button, SimpleGrid, Skeleton } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { errorMessage } from "../../../lib/api/errors";
import { isAdmin, useSession } from "../../../lib/auth/session";
import { useConferenceList } from "../api/listConferences";
import { useTpcInvitationAction } from "../api/tpcInvitationAction";
import { useConferenceTransition } from "../api/transitionConference";
import { ConferenceCard } from "../components/ConferenceCard";
import { RestorePanel } from "../components/RestorePanel";

/** All Conference (/conference, /conference/allConference). */
export default function ConferenceListPage() {
  const session = useSession();
  const { data, isLoading, error } = useConferenceList();
  const transition = useConferenceTransition();
  const invitation = useTpcInvitationAction();
  // The spec's list alert: 2 s, danger with the response body on errors.
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.list);
  const handlers = {
    onSuccess: (res: { success: boolean; message: string }) => show(res.success ? "success" : "warning", res.message),
    onError: (e: unknown) => show("danger", errorMessage(e)),
  };

  return (
    <>
      <PageHeader
        title="All Conference"
        from="Conference"
        to="All Conference"
        actions={
          <Button component={Link} to={paths.addConference()} leftSection={<IconPlus size={16} aria-hidden />}>
            Add Conference
          </Button>
        }
      />
      <AlertMessage alert={alert} onClose={hide} />
      {error && <AlertMessage alert={{ show: true, variant: "danger", message: errorMessage(error) }} />}
      {isLoading && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton height={180} />
          <Skeleton height={180} />
        </SimpleGrid>
      )}
      {data && data.length === 0 && <EmptyState message="No record found" />}
      {data && data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {data.map((c) => (
            <ConferenceCard
              key={c.id}
              conference={c}
              isAdmin={isAdmin(session)}
              userId={session?.id ?? 0}
              busy={
                (transition.isPending && transition.variables?.id === c.id) ||
                (invitation.isPending && c.tpc_invitation.some((i) => i.id === invitation.variables?.id))
              }
              onTransition={(conf, action) => transition.mutate({ id: conf.id, action }, handlers)}
              onInvitation={(inv, action) => invitation.mutate({ trackId: inv.track_id, id: inv.id, action }, handlers)}
            />
          ))}
        </SimpleGrid>
      )}
      {isAdmin(session) && (
        <Box mt="xl">
          <RestorePanel />
        </Box>
      )}
    </>
  );
}
