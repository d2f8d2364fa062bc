import { useState } from "react";
import { Button } from "@mantine/core";
import { ReviewReminderDialog } from "../../../components/reviewReminder/ReviewReminderDialog";

/**
 * The conference card's chair action for chasing reviewers. Shown on the card's
 * `reports` flag: the server lets exactly those who see Reports remind the whole conference. The
 * dialog mounts only when opened, so a long conference list carries no closed modals.
 */
export function RemindReviewersButton({ confId, acronym }: { confId: number; acronym: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => setOpened(true)}
        aria-label={`Remind reviewers of ${acronym}`}
      >
        Remind Reviewers
      </Button>
      {opened && <ReviewReminderDialog confId={confId} opened onClose={() => setOpened(false)} />}
    </>
  );
}
