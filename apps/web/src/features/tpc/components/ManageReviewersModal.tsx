import { useState } from "react";
import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Grid,
  Group,
  Modal,
  Paper as Box,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { TPC_CONFIRMATIONS } from "@symposia/domain";
import { IconSearch, IconTrash, IconUserPlus } from "@tabler/icons-react";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { blockingConflictsByUser, suggestedConflictsByUser } from "../../../components/conflicts/conflictText";
import { EmptyState } from "../../../components/EmptyState";
import { useConfirm } from "../../../components/useConfirm";
import { usePaperConflicts } from "../../../lib/api/conflicts";
import { errorMessage } from "../../../lib/api/errors";
import type { Paper, PaperReviewer } from "@symposia/domain";
import { useTrack } from "../../../lib/api/tracks";
import type { TrackReviewer } from "@symposia/domain";
import { useAssignReviewer } from "../api/assignReviewer";
import { useRemoveReviewer } from "../api/removeReviewer";
import { ExtendDeadlineButton } from "./ExtendDeadlineButton";
import { ManualMemberForm } from "./ManualMemberForm";

/** TPC member search: more than 1 typed character, matching the start of a first name, last name or email. */
export const MEMBER_SEARCH_MIN_CHARS = 2;

function matchesPrefix(member: TrackReviewer, text: string): boolean {
  const t = text.trim().toLowerCase();
  return [member.reviewer_first_name, member.reviewer_last_name, member.reviewer_email].some((v) =>
    v.toLowerCase().startsWith(t),
  );
}

const fullName = (r: Pick<PaperReviewer, "first_name" | "last_name">) =>
  `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim() || "Reviewer";

/**
 * Manage Reviewers of one paper: its reviewers with removal, a search over the track's accepted
 * TPC members to add one, and adding a member by hand. Refusals (a conflict of interest, a
 * submitted review) are shown with the server's explanation.
 */
export function ManageReviewersModal({
  confId,
  trackId,
  paper,
  onClose,
}: {
  confId: number;
  trackId: number;
  paper: Paper | null;
  onClose: () => void;
}) {
  const { data: track } = useTrack(paper ? trackId : null);
  const assign = useAssignReviewer(confId, trackId);
  const remove = useRemoveReviewer(confId, trackId);
  const confirm = useConfirm();
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.form);
  const [search, setSearch] = useState("");
  const reviewers = paper?.paper_reviewer_data ?? [];
  const assignedIds = new Set(reviewers.map((r) => r.user_id));
  const members = (track?.track_reviewer_data ?? []).filter((m) => m.status === 1 && !assignedIds.has(m.reviewer_id));
  // Conflicted members are shown greyed with the reason instead of an Add that would fail.
  const conflicts = usePaperConflicts(paper?.id ?? null, { handlesErrors: true }).data ?? [];
  const barred = blockingConflictsByUser(conflicts);
  const suggested = suggestedConflictsByUser(conflicts);
  const hits = search.trim().length >= MEMBER_SEARCH_MIN_CHARS ? members.filter((m) => matchesPrefix(m, search)) : [];

  const close = () => {
    setSearch("");
    hide();
    onClose();
  };

  const add = async (member: TrackReviewer) => {
    if (!paper || !(await confirm(TPC_CONFIRMATIONS.addReviewer, { confirmLabel: "Add" }))) return;
    hide();
    assign.mutate(
      { paperId: paper.id, reviewerId: member.reviewer_id },
      {
        onSuccess: (res) => {
          show(res.success ? "success" : "warning", res.message);
          setSearch("");
        },
        onError: (error) => show("danger", errorMessage(error)),
      },
    );
  };

  const removeReviewer = async (reviewer: PaperReviewer) => {
    if (!(await confirm(TPC_CONFIRMATIONS.removeReviewer, { danger: true, confirmLabel: "Remove" }))) return;
    hide();
    remove.mutate(reviewer.id, {
      onSuccess: (res) => show(res.success ? "success" : "warning", res.message),
      onError: (error) => show("danger", errorMessage(error)),
    });
  };

  return (
    <Modal
      opened={paper !== null}
      onClose={close}
      size="xl"
      title={paper ? `Manage Reviewers: ${paper.paper_sequence}. ${paper.paper_title}` : "Manage Reviewers"}
    >
      <Stack gap="sm">
        <AlertMessage alert={alert} onClose={hide} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <TextInput
                label="Search TPC members"
                placeholder="Type at least 2 characters of a name or email"
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
              {search.trim().length >= MEMBER_SEARCH_MIN_CHARS && hits.length === 0 && (
                <Text size="sm" c="dimmed">
                  No TPC member of this track matches.
                </Text>
              )}
              <Stack
                gap={4}
                component="ul"
                aria-label="Matching TPC members"
                style={{ listStyle: "none", margin: 0, padding: 0 }}
              >
                {hits.map((m) => (
                  <Group key={m.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text
                        size="sm"
                        c={barred.has(m.reviewer_id) ? "dimmed" : undefined}
                        style={{ wordBreak: "break-all" }}
                      >
                        {m.reviewer_first_name} {m.reviewer_last_name}{" "}
                        <Text span size="xs" c="dimmed">
                          {m.reviewer_email}
                        </Text>
                      </Text>
                      {barred.has(m.reviewer_id) && (
                        <Text size="xs" c="red.9">
                          Conflict of interest: {barred.get(m.reviewer_id)}
                        </Text>
                      )}
                      {!barred.has(m.reviewer_id) && suggested.has(m.reviewer_id) && (
                        <Text size="xs" c="dimmed">
                          Possible conflict (not confirmed): {suggested.get(m.reviewer_id)}
                        </Text>
                      )}
                    </Stack>
                    <Button
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconUserPlus size={14} aria-hidden />}
                      loading={assign.isPending && assign.variables?.reviewerId === m.reviewer_id}
                      disabled={barred.has(m.reviewer_id)}
                      aria-label={`Add ${m.reviewer_first_name} ${m.reviewer_last_name} as reviewer`}
                      onClick={() => void add(m)}
                    >
                      Add
                    </Button>
                  </Group>
                ))}
              </Stack>
              <Divider label="OR add a TPC member by hand" labelPosition="center" />
              <ManualMemberForm confId={confId} trackId={trackId} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Box withBorder radius="md" p="md" component="section" aria-labelledby="paper-reviewers-title">
              <Title order={3} fz="h5" mb="sm" id="paper-reviewers-title">
                Reviewers
              </Title>
              {reviewers.length === 0 ? (
                <EmptyState message="No reviewers yet" />
              ) : (
                <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
                  {reviewers.map((r) => (
                    <Box key={r.id} withBorder radius="sm" p="xs" component="li">
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Group gap={6}>
                            <Text size="sm" fw={500}>
                              {fullName(r)}
                            </Text>
                            {r.reviewed_at && (
                              <Badge size="xs" color="teal" variant="light">
                                Reviewed
                              </Badge>
                            )}
                          </Group>
                          <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                            {r.email}
                          </Text>
                        </Stack>
                        {paper && r.user_id !== null && (
                          <ExtendDeadlineButton
                            confId={confId}
                            paperId={paper.id}
                            reviewerId={r.user_id}
                            reviewerName={fullName(r)}
                          />
                        )}
                        <Tooltip label={r.reviewed_at ? "A submitted review cannot be removed" : "Remove reviewer"}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove reviewer ${fullName(r)}`}
                            loading={remove.isPending && remove.variables === r.id}
                            onClick={() => void removeReviewer(r)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Box>
                  ))}
                </Stack>
              )}
            </Box>
          </Grid.Col>
        </Grid>
      </Stack>
    </Modal>
  );
}
