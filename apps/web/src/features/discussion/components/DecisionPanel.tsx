import { useState } from "react";
import type { ResponseAnswer } from "@symposia/domain";
import { Button, Card, NativeSelect, Stack, Textarea, Title } from "@mantine/core";
import { notifyError, notifySuccess } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { decisionQuestion } from "../../../lib/api/discussion";
import { useFinalDecision } from "../api/metaReview";

/**
 * The chair's final decision, beside the reviews, the response, the meta-review and the discussion.
 * `labels`: the conference's decision list (the meta-review answer carries it); `responseWindow`:
 * while the authors' response period is open the chair confirms first (deciding ends it).
 */
export function DecisionPanel(props: {
  paperId: number;
  recommendation: string | null;
  labels: readonly string[];
  responseWindow?: ResponseAnswer["window"];
}) {
  const { paperId, recommendation, labels, responseWindow } = props;
  const decide = useFinalDecision(paperId);
  const confirm = useConfirm();
  const [decision, setDecision] = useState(recommendation ?? labels[0] ?? "");
  const [remark, setRemark] = useState("");
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm">
        Final decision
      </Title>
      <Stack gap="sm">
        <NativeSelect
          label="Decision"
          value={decision}
          onChange={(e) => setDecision(e.currentTarget.value)}
          data={[...labels]}
        />
        <Textarea
          label="Final decision remark"
          value={remark}
          onChange={(e) => setRemark(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Button
          disabled={remark.trim() === ""}
          loading={decide.isPending}
          onClick={async () => {
            if (responseWindow?.open && !(await confirm(decisionQuestion(responseWindow, "")))) return;
            decide.mutate(
              { decision, final_decision_remark: remark },
              {
                onSuccess: () => notifySuccess("The final decision has been saved."),
                onError: (e) => notifyError(errorMessage(e)),
              },
            );
          }}
        >
          Save decision
        </Button>
      </Stack>
    </Card>
  );
}
