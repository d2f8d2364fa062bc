import { useEffect, useState } from "react";
import { Group, LoadingOverlay, NativeSelect, Paper, TextInput, Box } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { USER_PAGE_SIZES } from "@symposia/domain";
import { IconSearch } from "@tabler/icons-react";
import { EmptyState } from "../../../components/EmptyState";
import { notifySuccess, notifyWarning } from "../../../components/notify";
import { PageHeader } from "../../../components/PageHeader";
import { Pager } from "../../../components/Pager";
import { useConfirm } from "../../../components/useConfirm";
import { useSession } from "../../../lib/auth/session";
import { useDeleteUser } from "../api/deleteUser";
import { useUsersList, type UserListParams, type UserSortColumn } from "../api/listUsers";
import type { UserProfile } from "@symposia/domain";
import { EditProfileDialog } from "../components/EditProfileDialog";
import { UsersTable } from "../components/UsersTable";

/** Spec part 1 §5: search starts after MORE than 2 characters; 0 characters resets the list. */
export const SEARCH_MIN_EXCLUSIVE = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const DEFAULT_PAGE_SIZE = 50;

/** Manage Users (/settings/manageUsers): search, sort, page, edit and delete users (ADMIN). */
export default function ManageUsersPage() {
  const session = useSession();
  const confirm = useConfirm();
  const deleteUser = useDeleteUser();
  const [searchText, setSearchText] = useState("");
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [params, setParams] = useState<UserListParams>({
    param_search: "",
    order_by: "first_name",
    order_type: "asc",
    per_page: DEFAULT_PAGE_SIZE,
    page: 1,
  });
  const [editing, setEditing] = useState<UserProfile | null>(null);
  const { data, isFetching, isLoading } = useUsersList(params);

  // 1–2 characters change nothing: the list keeps its last filter until the search is useful.
  useEffect(() => {
    if (debouncedSearch.length === 0 || debouncedSearch.length > SEARCH_MIN_EXCLUSIVE) {
      setParams((p) => (p.param_search === debouncedSearch ? p : { ...p, param_search: debouncedSearch, page: 1 }));
    }
  }, [debouncedSearch]);

  const sortBy = (column: UserSortColumn) =>
    setParams((p) => ({
      ...p,
      order_by: column,
      order_type: p.order_by === column && p.order_type === "asc" ? "desc" : "asc",
      page: 1,
    }));

  const remove = async (user: UserProfile) => {
    if (!(await confirm("Are you sure to delete this User?", { danger: true, confirmLabel: "Delete" }))) return;
    deleteUser.mutate(user.id, {
      onSuccess: (res) => (res.success ? notifySuccess(res.message) : notifyWarning(res.message)),
    });
  };

  const users = data?.data ?? [];
  const total = data?.total ?? 0;

  return (
    <>
      <PageHeader title="All User" from="Settings" to="Users" />
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
        <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
          <TextInput
            label="Search users"
            description="Type more than 2 characters of a first name, last name or email."
            placeholder="Search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchText}
            onChange={(e) => setSearchText(e.currentTarget.value)}
            w={{ base: "100%", sm: 360 }}
          />
          <NativeSelect
            label="Rows per page"
            data={USER_PAGE_SIZES.map(String)}
            value={String(params.per_page)}
            onChange={(e) => setParams((p) => ({ ...p, per_page: Number(e.currentTarget.value), page: 1 }))}
            w={140}
          />
        </Group>
        <Box pos="relative" mih={120}>
          <LoadingOverlay visible={isFetching} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: "sm" }} />
          {!isLoading && users.length === 0 ? (
            <EmptyState />
          ) : (
            <UsersTable
              users={users}
              orderBy={params.order_by}
              orderType={params.order_type}
              onSort={sortBy}
              onEdit={setEditing}
              onDelete={(u) => void remove(u)}
              currentUserId={session?.id}
            />
          )}
        </Box>
        {total > 0 && (
          <Pager
            page={params.page}
            total={total}
            perPage={params.per_page}
            onChange={(page) => setParams((p) => ({ ...p, page }))}
          />
        )}
      </Paper>
      <EditProfileDialog opened={!!editing} onClose={() => setEditing(null)} user={editing} mode="admin" />
    </>
  );
}
