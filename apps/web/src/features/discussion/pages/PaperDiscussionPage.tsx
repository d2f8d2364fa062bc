import { Alert, Stack, Text } from "@mantine/core";
import { useParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { LoadingIndicator } from "../../../components/LoadingIndicator";
import { isApiError } from "../../../lib/api/errors";
import { usePaperDetail } from "../../../lib/api/papers";
import { useSubreviews } from "../../../lib/api/subreviews";
import { useComments } from "../api/comments";
import { useMetaReview } from "../api/metaReview";
import { useResponse } from "../api/response";
import { DecisionPanel } from "../components/DecisionPanel";
import { DiscussionPanel } from "../components/DiscussionPanel";
import { MetaReviewPanel } from "../components/MetaReviewPanel";
import { PaperContextPanel } from "../components/PaperContextPanel";
import { ResponseText, ReviewsList } from "../components/ReviewsPanel";
import { SubreviewersPanel } from "../../../components/SubreviewersPanel";

/**
 * One paper's review phase on one screen: the paper itself (title, topics, abstract, file),
 * the reviews as the caller may read them, the authors' response, the meta-review, the
 * subreviewers, the discussion, and for chairs the decision.
 */
export default function PaperDiscussionPage() {
  const paperId = Number(useParams().paperId);
  const response = useResponse(paperId);
  const meta = useMetaReview(paperId);
  const paper = usePaperDetail(paperId, Number.isFinite(paperId));
  // asked here too, beside the answers above, so that the panels below do not ask only once the
  // screen shows
  useComments(paperId, Number.isFinite(paperId));
  const subreviews = useSubreviews(paperId, { enabled: Number.isFinite(paperId) });
  const isChair = meta.data?.can_choose_lead === true;
  const header = <PageHeader title="Reviews and discussion" from="Conference" to={`Paper ${paperId}`} back />;
  // The paper, its reviews, the meta-review and the subreviewers show together: drawn as each
  // answer came, they pushed the discussion below them down while it was being read.
  if ([paper, response, meta, subreviews].some((query) => query.isLoading)) {
    return (
      <Stack>
        {header}
        <LoadingIndicator label="Loading the paper" />
      </Stack>
    );
  }
  return (
    <Stack>
      {header}
      {Number.isFinite(paperId) && <PaperContextPanel paperId={paperId} />}
      {response.isError && (
        <Alert color="yellow">
          {isApiError(response.error) && response.error.status === 403
            ? response.error.message
            : "This paper's reviews are not open to you."}
        </Alert>
      )}
      {response.data && (
        <>
          <ReviewsList reviews={response.data.reviews} />
          {response.data.before_response && response.data.response && (
            <ReviewsList reviews={response.data.before_response} title="Reviews before the authors' response" />
          )}
          {(response.data.response || response.data.window.end) && <ResponseText response={response.data.response} />}
          <MetaReviewPanel paperId={paperId} reviewers={response.data.reviews} />
          <SubreviewersPanel paperId={paperId} mayAsk={!isChair} askedByScreen />
        </>
      )}
      {isChair && (
        <DecisionPanel
          paperId={paperId}
          recommendation={meta.data?.recommendation ?? null}
          labels={meta.data?.recommendations ?? []}
          responseWindow={response.data?.window}
        />
      )}
      {!Number.isFinite(paperId) ? <Text>No paper selected.</Text> : <DiscussionPanel paperId={paperId} />}
    </Stack>
  );
}
