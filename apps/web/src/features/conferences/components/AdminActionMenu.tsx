import { Button, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import {
  CONFERENCE_TRANSITIONS,
  CONFERENCE_TRANSITION_CONFIRMATIONS,
  type ConferenceTransition,
} from "@symposia/domain";
import { useConfirm } from "../../../components/useConfirm";

export const TRANSITION_LABELS: Record<ConferenceTransition, string> = {
  approve: "Approve",
  reject: "Reject",
  block: "Block",
  unblock: "Unblock",
};

export interface AdminActionMenuProps {
  acronym: string;
  status: number;
  onAction: (action: ConferenceTransition) => void;
  busy?: boolean;
}

/**
 * The ADMIN's dropdown: exactly the transitions the state machine allows from `status`, each
 * confirmed with the spec's text. Nothing is shown when no transition is possible (Rejected).
 */
export function AdminActionMenu({ acronym, status, onAction, busy }: AdminActionMenuProps) {
  const confirm = useConfirm();
  const allowed = CONFERENCE_TRANSITIONS[status] ?? [];
  if (allowed.length === 0) return null;
  const choose = async (action: ConferenceTransition) => {
    if (
      await confirm(CONFERENCE_TRANSITION_CONFIRMATIONS[action], { danger: action === "reject" || action === "block" })
    )
      onAction(action);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="default"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy}
          aria-label={`Actions for ${acronym}`}
        >
          Action
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {allowed.map((action) => (
          <Menu.Item
            key={action}
            onClick={() => void choose(action)}
            color={action === "reject" || action === "block" ? "red" : undefined}
          >
            {TRANSITION_LABELS[action]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
