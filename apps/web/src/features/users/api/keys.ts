import type { USER_SORT_COLUMNS } from "@symposia/domain";

export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

export interface UserListParams {
  param_search: string;
  order_by: UserSortColumn;
  order_type: "asc" | "desc";
  per_page: number;
  page: number;
}

/** Every query key of the users feature; `all` is the prefix a user change refreshes. */
export const userKeys = {
  all: ["users"] as const,
  list: (params: UserListParams) => [...userKeys.all, "list", params] as const,
  detail: (id: number) => [...userKeys.all, "detail", id] as const,
};
