// The user list's sort columns and page sizes (userListQuerySchema in schemas/accounts.ts).
export const USER_SORT_COLUMNS = ["first_name", "last_name", "email", "country", "affiliation", "status"] as const;
export const USER_PAGE_SIZES = [10, 20, 50] as const;
