/** 1 Active, 0 In-Active (the Manage Users table's Status column). */
export const userStatusLabel = (status: number) => (status === 1 ? "Active" : "In-Active");
