// Arranges the world of the tracks and CFP journeys through the real API: a chair's conference,
// approved by the admin, with nothing configured yet.
import { adminToken, apiOk, login, registerUser, type Account } from "./api.js";

export const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 " +
    "R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 " +
    "792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export interface ChairConference {
  id: number;
  acronym: string;
  eventName: string;
  chair: Account;
  chairToken: string;
}

const randomTag = () => Math.random().toString(36).slice(2, 6).toUpperCase();

/** A conference created by a freshly registered chair (its SUPERCHAIR) and approved by the admin. */
export async function createApprovedConference(): Promise<ChairConference> {
  const chair = await registerUser({ first_name: "Chloe", last_name: "Chair" });
  const chairToken = await login(chair.email, chair.password);
  const year = new Date().getUTCFullYear() + 1;
  const acronym = `TRK${randomTag()}`;
  const eventName = `Tracks and CFP Conference ${acronym}`;
  const { id } = await apiOk<{ id: number }>("POST", "/conference", {
    token: chairToken,
    json: {
      event_name: eventName,
      acronym_title: acronym,
      start_date: `${year}-09-14`,
      end_date: `${year}-09-16`,
      your_role: "General Chair",
      estimated_no_of_submissions: 150,
      primary_area_id: 7,
      secondary_area_id: 12,
      area_notes: "Tracks and CFP journeys",
      event_web_page: "https://tracks.example.org",
      venue: "Harbour Hall",
      city: "Porto",
      state: "Porto",
      country: "Portugal",
      timezone: "Europe/Lisbon",
      contact_email: "chairs@tracks.example.org",
      event_org_phone: "+351 22 000 0000",
      event_organizer: "Tracks Society",
      event_org_web_page: "https://society.example.org",
    },
  });
  await apiOk("POST", `/conference/approve/${id}`, { token: await adminToken() });
  return { id, acronym, eventName, chair, chairToken };
}

/** A registered user with a last name no other spec uses, so a prefix search finds only them. */
export async function registerFindableUser(first_name: string, lastNameStem: string): Promise<Account> {
  return registerUser({ first_name, last_name: `${lastNameStem}${randomTag()}${Date.now().toString(36)}` });
}
