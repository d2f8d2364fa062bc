import { Center, Divider, Grid, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { CFP_CONFIRMATIONS } from "@symposia/domain";
import { useConferenceShort } from "../../../lib/api/conferences";
import { EmptyState } from "../../../components/EmptyState";
import { notifySuccess, notifyWarning } from "../../../components/notify";
import { PageHeader } from "../../../components/PageHeader";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { useConferenceId } from "../../../lib/useConferenceId";
import { useDeleteCommitteeMember } from "../api/deleteCommitteeMember";
import { useManagedCfp } from "../api/getManagedCfp";
import type { CommitteeMember } from "@symposia/domain";
import { AddCommitteeBySearch } from "../components/AddCommitteeBySearch";
import { AddCommitteeManually } from "../components/AddCommitteeManually";
import { CfpDetailsForm } from "../components/CfpDetailsForm";
import { CommitteeGroups } from "../components/CommitteeGroups";

/** Manage CFP (/conference/cfp/:confId?): the organising committee (left) and the CFP (right). */
export default function ManageCfpPage() {
  const confId = useConferenceId();
  if (confId === null) {
    return (
      <>
        <PageHeader title="CFP" from="Conference" to="Manage CFP" back />
        <EmptyState message="No conference selected. Open Manage CFP from a conference card." />
      </>
    );
  }
  return <ConferenceCfp confId={confId} />;
}

function ConferenceCfp({ confId }: { confId: number }) {
  const { data: conference } = useConferenceShort(confId);
  const { data: cfp, isLoading, error } = useManagedCfp(confId);
  const deleteMember = useDeleteCommitteeMember(confId);
  const confirm = useConfirm();
  const acronym = conference?.acronym_title ?? "";

  const remove = async (member: CommitteeMember) => {
    if (!(await confirm(CFP_CONFIRMATIONS.deleteMember, { danger: true, confirmLabel: "Delete" }))) return;
    deleteMember.mutate(member.id, {
      onSuccess: (res) => (res.success ? notifySuccess(res.message) : notifyWarning(res.message)),
    });
  };

  return (
    <>
      <PageHeader title={acronym ? `${acronym} CFP` : "CFP"} from="Conference" to="Manage CFP" back />
      {isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : !cfp ? (
        <EmptyState message={error ? errorMessage(error) : "No record found"} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Paper
              withBorder
              radius="md"
              p={{ base: "sm", sm: "lg" }}
              component="section"
              aria-labelledby="committee-title"
            >
              <Title order={2} fz="h4" mb="md" id="committee-title">
                Organizing Committee
              </Title>
              <Stack gap="md">
                <AddCommitteeBySearch confId={confId} />
                <Divider label={<Text fw={700}>OR</Text>} labelPosition="center" />
                <AddCommitteeManually confId={confId} />
                <Divider />
                {cfp.cfp_groups.length === 0 ? (
                  <EmptyState message="No committee members yet" />
                ) : (
                  <CommitteeGroups
                    groups={cfp.cfp_groups}
                    onDelete={(member) => void remove(member)}
                    deletingId={deleteMember.isPending ? deleteMember.variables : null}
                  />
                )}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <CfpDetailsForm confId={confId} acronym={acronym} cfp={cfp} />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
