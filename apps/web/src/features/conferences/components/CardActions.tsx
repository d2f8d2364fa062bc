import { Button, Group } from "@mantine/core";
import { type ConferenceCardActions } from "@symposia/domain";
import { Link } from "react-router";
import { conferenceNavState, paths } from "../../../app/paths";

/**
 * The card's buttons: the chairs' Dashboard first (shown by the All Papers rule, the one the
 * dashboard call checks), then the eight of part 1 §2 in the spec's order.
 */
const BUTTONS: { key: keyof ConferenceCardActions; label: string; to: (id: number) => string }[] = [
  { key: "allPapers", label: "Dashboard", to: paths.dashboard },
  { key: "manageCfp", label: "Manage CFP", to: paths.manageCfp },
  { key: "configuration", label: "Configuration", to: paths.editConference },
  { key: "configTracks", label: "Config Tracks", to: paths.tracks },
  { key: "tpcMembers", label: "TPC Members", to: paths.tpcTracks },
  { key: "myPapers", label: "My Papers", to: paths.myPapers },
  { key: "allPapers", label: "All Papers", to: paths.allPapers },
  { key: "reports", label: "Reports", to: paths.conferenceReports },
  { key: "reviewPaper", label: "Review Paper", to: paths.reviewPapers },
];

/** Buttons the caller may use; the id travels in the URL and in navigation state. */
export function CardActions({ confId, actions }: { confId: number; actions: ConferenceCardActions }) {
  const visible = BUTTONS.filter((b) => actions[b.key]);
  if (visible.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {visible.map((b) => (
        <Button
          key={b.label}
          component={Link}
          to={b.to(confId)}
          state={conferenceNavState(confId)}
          size="compact-sm"
          variant="light"
        >
          {b.label}
        </Button>
      ))}
    </Group>
  );
}
