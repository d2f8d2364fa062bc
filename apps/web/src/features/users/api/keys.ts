import type { UserListParams } from "./listUsers";

/** Every query key of the users feature; `all` is the prefix a user change refreshes. */
export const userKeys = {
  all: ["users"] as const,
  list: (params: UserListParams) => [...userKeys.all, "list", params] as const,
  detail: (id: number) => [...userKeys.all, "detail", id] as const,
};
