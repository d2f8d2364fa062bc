/** A user as the profile screen and the Manage Users table see them. */
export interface UserProfile {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  affiliation: string;
  /** 1 Active, 0 In-Active. */
  status: number;
}

export const userStatusLabel = (status: number) => (status === 1 ? "Active" : "In-Active");
