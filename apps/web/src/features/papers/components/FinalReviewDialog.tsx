import { useEffect, useMemo, useRef, useState } from "react";
import { Alert, Badge, Button, Card, Group, Modal, NativeSelect, Stack, Text, Textarea, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { DEFAULT_DECISION, DEFAULT_DECISIONS, type ReviewField, finalReviewSchemaFor } from "@symposia/domain";
import { ReviewAnswersView } from "../../../components/ReviewAnswersView";
import { useDecisions, useReviewForm, useReviewHistory } from "../../../lib/api/reviewForms";
import { formatInstant } from "../../../lib/dateText";
import { notifyError, notifySuccess, notifyWarning } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import type { MetaReviewAnswer, PaperReviewer, ResponseAnswer } from "@symposia/domain";
import { type FinalReviewValues, useFinalReview } from "../api/finalReview";
import { usePaperDetail } from "../../../lib/api/papers";
import { decisionQuestion, useAuthorResponseOf, useMetaReviewOf } from "../../../lib/api/discussion";
import { LoadingIndicator } from "../../../components/LoadingIndicator";

export interface FinalReviewDialogProps {
  paper: { id: number; paper_sequence: number; paper_title: string };
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}

function ReviewHistoryModal({
  paperId,
  reviewer,
  fields,
  onClose,
}: {
  paperId: number;
  reviewer: PaperReviewer | null;
  fields: readonly ReviewField[];
  onClose: () => void;
}) {
  const history = useReviewHistory(paperId, reviewer?.user_id ?? null);
  return (
    <Modal
      opened={reviewer !== null}
      onClose={onClose}
      title={`Review history: ${reviewer?.first_name ?? ""} ${reviewer?.last_name ?? ""}`.trim()}
      size="lg"
    >
      {history.isLoading ? (
        <LoadingIndicator label="Loading history" />
      ) : history.isError ? (
        <Alert color="red">{errorMessage(history.error)}</Alert>
      ) : (
        <Stack gap="sm">
          {(history.data?.versions ?? []).map((v) => (
            <Card withBorder padding="sm" key={v.version} component="article" aria-label={`Version ${v.version}`}>
              <Text fw={600} size="sm">
                Version {v.version}, submitted {formatInstant(v.submitted_at)} (form version {v.form_version})
              </Text>
              <ReviewAnswersView fields={v.fields.length ? v.fields : fields} answers={v.answers} />
            </Card>
          ))}
          {history.data?.versions.length === 0 && <Text size="sm">No submitted version yet.</Text>}
        </Stack>
      )}
    </Modal>
  );
}

function ReviewCard({
  review,
  position,
  fields,
  onHistory,
}: {
  review: PaperReviewer;
  position: number;
  fields: readonly ReviewField[];
  onHistory: () => void;
}) {
  const name =
    review.first_name !== null ? `${review.first_name} ${review.last_name ?? ""}`.trim() : `Reviewer ${position}`;
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Review by ${name}`}>
      <Group justify="space-between">
        <Group gap={6}>
          <Text fw={600} size="sm">
            {name}
          </Text>
          {/* chairs only (the server sends these marks to the paper's chairs alone) */}
          {review.late && (
            <Badge size="sm" color="red.9" variant="light" tt="none">
              Late
            </Badge>
          )}
          {review.by_subreviewer && (
            <Badge size="sm" color="gray.7" variant="light" tt="none">
              Written by a subreviewer
            </Badge>
          )}
        </Group>
        {review.reviewed_at !== null && review.user_id !== null && (
          <Button size="compact-xs" variant="subtle" onClick={onHistory}>
            History
          </Button>
        )}
      </Group>
      {review.reviewed_at === null ? (
        <Text size="sm" c="dimmed">
          Not reviewed yet
        </Text>
      ) : (
        <ReviewAnswersView fields={review.fields ?? fields} answers={review.answers ?? {}} />
      )}
    </Card>
  );
}

/** The lead's meta-review and the authors' response, as the chair reads them before deciding. */
function DecisionContext({
  meta,
  response,
}: {
  meta: MetaReviewAnswer | undefined;
  response: ResponseAnswer | undefined;
}) {
  const submittedMeta = meta?.submitted_at ? meta : null;
  return (
    <>
      <Card withBorder padding="sm" component="section" aria-label="Meta-review">
        <Title order={3} size="h5">
          Meta-review
        </Title>
        {submittedMeta ? (
          <Stack gap={4}>
            {submittedMeta.recommendation && (
              <Text size="sm">Lead reviewer&apos;s recommendation: {submittedMeta.recommendation}</Text>
            )}
            {submittedMeta.meta_review && (
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {submittedMeta.meta_review}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No meta-review has been submitted.
          </Text>
        )}
      </Card>
      <Card withBorder padding="sm" component="section" aria-label="Authors' response">
        <Title order={3} size="h5">
          Authors&apos; response
        </Title>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }} c={response?.response ? undefined : "dimmed"}>
          {response?.response ?? "The authors have not responded."}
        </Text>
        {response?.window?.open && (
          <Text size="xs" c="orange.9">
            The response period is still open
            {response.window.end ? ` until ${response.window.end} (${response.window.timezone})` : ""}.
          </Text>
        )}
      </Card>
    </>
  );
}

/**
 * Final Review from All Papers: the paper's reviews as the server lets the caller see them, then
 * the meta-review and the authors' response, then the decision (starting from the current one) and
 * its required remark, confirmed before saving (with a warning while the response period is open).
 */
export default function FinalReviewDialog({ paper, opened, onClose, onSaved }: FinalReviewDialogProps) {
  const confirm = useConfirm();
  const detail = usePaperDetail(paper.id, opened);
  // the meta-review and the authors' response, read beside the decision
  const meta = useMetaReviewOf(paper.id, opened);
  const response = useAuthorResponseOf(paper.id, opened);
  const save = useFinalReview(paper.id);
  const current = detail.data;
  const confId = current?.conf_id ?? null;
  // the conference's decision list and review form; the defaults until they load
  const decisions = useDecisions(opened ? confId : null);
  const reviewForm = useReviewForm(opened ? confId : null);
  const labels = useMemo(() => (decisions.data?.decisions ?? DEFAULT_DECISIONS).map((d) => d.label), [decisions.data]);
  const [historyOf, setHistoryOf] = useState<PaperReviewer | null>(null);
  const form = useForm<FinalReviewValues>({
    initialValues: { decision: DEFAULT_DECISION, final_decision_remark: "" },
    validate: (values) => schemaResolver(finalReviewSchemaFor(labels), { sync: true })(values),
  });

  const { setValues, resetDirty } = form;
  // What the chair chose is never overwritten by data that arrives later (the decision list, a
  // refetch of the paper): the stored values fill the form for a paper only while it is untouched.
  const isDirty = useRef(form.isDirty);
  isDirty.current = form.isDirty;
  const filledFor = useRef<number | null>(null);
  useEffect(() => {
    if (!current) return;
    if (filledFor.current === current.id && isDirty.current()) return;
    filledFor.current = current.id;
    const values = {
      decision: current.decision || (labels[0] ?? DEFAULT_DECISION),
      final_decision_remark: current.final_decision_remark ?? "",
    };
    setValues(values);
    resetDirty(values);
  }, [current, labels, setValues, resetDirty]);

  const submit = form.onSubmit(async (values) => {
    if (!(await confirm(decisionQuestion(response.data?.window, "Are you sure to submit the Final Review?")))) return;
    try {
      const res = await save.mutateAsync(values);
      if (!res.success) {
        notifyWarning(res.message);
        return;
      }
      notifySuccess(res.message);
      onSaved();
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) notifyError(errorMessage(error));
    }
  });

  const reviews = current?.paper_reviewer_data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title="Final Review" size="xl">
      <ReviewHistoryModal
        paperId={paper.id}
        reviewer={historyOf}
        fields={reviewForm.data?.fields ?? []}
        onClose={() => setHistoryOf(null)}
      />
      <Stack gap="md">
        <Text size="sm">
          Paper {paper.paper_sequence}: {paper.paper_title}
        </Text>
        <Title order={3} size="h5">
          Reviews
        </Title>
        {detail.isLoading ? (
          <LoadingIndicator label="Loading reviews" />
        ) : detail.isError ? (
          <Alert color="red">{errorMessage(detail.error)}</Alert>
        ) : reviews.length === 0 ? (
          <Text size="sm" c="dimmed">
            No reviewers are assigned to this paper.
          </Text>
        ) : (
          <Stack gap="xs">
            {reviews.map((review, i) => (
              <ReviewCard
                key={review.id}
                review={review}
                position={i + 1}
                fields={reviewForm.data?.fields ?? []}
                onHistory={() => setHistoryOf(review)}
              />
            ))}
          </Stack>
        )}
        <DecisionContext meta={meta.data} response={response.data} />
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NativeSelect
              label="Decision"
              required
              data={labels.includes(form.values.decision) ? labels : [form.values.decision, ...labels]}
              disabled={!current}
              {...form.getInputProps("decision")}
            />
            <Textarea
              label="Final decision remark"
              required
              autosize
              minRows={3}
              disabled={!current}
              {...form.getInputProps("final_decision_remark")}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!current}>
                Submit Final Review
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
