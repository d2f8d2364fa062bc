import { useMemo, useState } from "react";
import { Checkbox, Fieldset, Group, NativeSelect, ScrollArea, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { CONFLICT_TYPES, type ConflictType, type DeclaredConflict, type PcMember } from "@symposia/domain";
import { usePcMembers } from "../../lib/api/conflicts";
import { errorMessage } from "../../lib/api/errors";
import { LoadingIndicator } from "../LoadingIndicator";

export const OTHER_COLLABORATORS_MAX = 2000;
const DEFAULT_TYPE: ConflictType = "Collaborator";

const memberName = (m: Pick<PcMember, "first_name" | "last_name">) =>
  `${m.first_name ?? ""} ${m.last_name ?? ""}`.trim();

function matches(member: PcMember, text: string): boolean {
  const t = text.trim().toLowerCase();
  return !t || `${memberName(member)} ${member.affiliation ?? ""}`.toLowerCase().includes(t);
}

export interface ConflictDeclarationSectionProps {
  confId: number;
  /** the ticked PC members and the type of each conflict */
  value: DeclaredConflict[];
  onChange: (value: DeclaredConflict[]) => void;
  otherCollaborators: string;
  onOtherCollaboratorsChange: (value: string) => void;
  /** true while an edit's earlier declarations are still loading */
  loading?: boolean;
  /** true when an edit's earlier declarations could not be read: they are kept, not shown */
  failed?: boolean;
}

/**
 * The author side of Submit / Edit Paper: tick the PC members you have a conflict with and say
 * why, and name other collaborators in free text. A PC may have hundreds of members, so the list
 * is filtered by a box and scrolls; only ticked members carry a type select.
 */
export function ConflictDeclarationSection({
  confId,
  value,
  onChange,
  otherCollaborators,
  onOtherCollaboratorsChange,
  loading,
  failed,
}: ConflictDeclarationSectionProps) {
  const members = usePcMembers(confId);
  const [filter, setFilter] = useState("");
  const byUser = useMemo(() => new Map(value.map((c) => [c.user_id, c.conflict_type])), [value]);
  const shown = (members.data ?? []).filter((m) => matches(m, filter));

  const toggle = (member: PcMember, ticked: boolean) =>
    onChange(
      ticked
        ? [...value, { user_id: member.id, conflict_type: DEFAULT_TYPE }]
        : value.filter((c) => c.user_id !== member.id),
    );
  const setType = (member: PcMember, type: ConflictType) =>
    onChange(value.map((c) => (c.user_id === member.id ? { ...c, conflict_type: type } : c)));

  return (
    <Fieldset legend="Conflicts of interest" variant="filled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Tick the programme committee members who must not review this paper (co-authors, advisors, colleagues,
          family), and say why.
        </Text>
        <TextInput
          label="Filter PC members"
          placeholder="Name or affiliation"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
        />
        {failed ? (
          <Text size="sm" c="red.9">
            Your earlier declarations could not be loaded; they stay as they are. Close and reopen the dialog to change
            them.
          </Text>
        ) : members.isError ? (
          <Text size="sm" c="red.9">
            The PC members could not be loaded: {errorMessage(members.error)}
          </Text>
        ) : members.isLoading || loading ? (
          <LoadingIndicator size="sm" label="Loading PC members" />
        ) : (members.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            This conference has no PC members yet.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
            <Stack gap={6} component="ul" aria-label="PC members" style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {shown.length === 0 && (
                <Text size="sm" c="dimmed" component="li">
                  No PC member matches.
                </Text>
              )}
              {shown.map((m) => {
                const type = byUser.get(m.id);
                const name = memberName(m);
                return (
                  <Group key={m.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                    <Checkbox
                      label={name}
                      description={m.affiliation || undefined}
                      checked={type !== undefined}
                      onChange={(e) => toggle(m, e.currentTarget.checked)}
                    />
                    {type !== undefined && (
                      <NativeSelect
                        size="xs"
                        aria-label={`Conflict type with ${name}`}
                        data={[...CONFLICT_TYPES]}
                        value={type}
                        onChange={(e) => setType(m, e.currentTarget.value as ConflictType)}
                      />
                    )}
                  </Group>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {value.length > 0 && (
          <Text size="xs" c="dimmed">
            {value.length} conflict{value.length === 1 ? "" : "s"} declared
          </Text>
        )}
        <Textarea
          label="Other collaborators"
          description="People outside the PC with a conflict (recent co-authors, advisors): one per line, with their institution."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={OTHER_COLLABORATORS_MAX}
          value={otherCollaborators}
          onChange={(e) => onOtherCollaboratorsChange(e.currentTarget.value)}
        />
      </Stack>
    </Fieldset>
  );
}
