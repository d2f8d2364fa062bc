import { ActionIcon, Badge, Group, Table, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { UserSortColumn } from "../api/listUsers";
import { userStatusLabel } from "../userStatusLabel";
import type { UserProfile } from "@symposia/domain";
import { SortableHeader } from "../../../components/SortableHeader";

export const USER_COLUMNS: { key: UserSortColumn; label: string }[] = [
  { key: "first_name", label: "First Name" },
  { key: "last_name", label: "Last Name" },
  { key: "email", label: "Email" },
  { key: "country", label: "Country" },
  { key: "affiliation", label: "Affiliation" },
  { key: "status", label: "Status" },
];

export interface UsersTableProps {
  users: UserProfile[];
  orderBy: UserSortColumn;
  orderType: "asc" | "desc";
  onSort: (column: UserSortColumn) => void;
  onEdit: (user: UserProfile) => void;
  onDelete: (user: UserProfile) => void;
  /** The signed-in admin cannot delete themself. */
  currentUserId: number | undefined;
}

export function UsersTable({ users, orderBy, orderType, onSort, onEdit, onDelete, currentUserId }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            {USER_COLUMNS.map((c) => (
              <SortableHeader
                key={c.key}
                label={c.label}
                direction={orderBy === c.key ? orderType : null}
                onSort={() => onSort(c.key)}
              />
            ))}
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>{u.first_name}</Table.Td>
              <Table.Td>{u.last_name}</Table.Td>
              <Table.Td>{u.email}</Table.Td>
              <Table.Td>{u.country}</Table.Td>
              <Table.Td>{u.affiliation}</Table.Td>
              <Table.Td>
                <Badge variant="dot" color={u.status === 1 ? "teal" : "gray"} tt="none">
                  {userStatusLabel(u.status)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Edit">
                    <ActionIcon variant="subtle" aria-label={`Edit ${u.email}`} onClick={() => onEdit(u)}>
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={u.id === currentUserId ? "You cannot delete yourself" : "Delete"}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${u.email}`}
                      disabled={u.id === currentUserId}
                      onClick={() => onDelete(u)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
