// Shared set-up of the TPC test files: a conference with a track, its chair, and people around it.
import { randomBytes } from "node:crypto";
import type { TestApp } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { insertConference, insertTrack, insertTrackChair } from "./support/fixtures.js";

/** An email at an institutional domain (the conflict rules treat example.org as public). */
export const institutionEmail = (institution: string, who = "user") =>
  `${who}.${randomBytes(4).toString("hex")}@${institution}`;

export interface TpcWorld {
  chair: TestUser; // SUPERCHAIR
  confId: number;
  trackId: number;
  otherTrackId: number;
  trackChair: TestUser; // chair of trackId
  otherTrackChair: TestUser; // chair of otherTrackId only
  stranger: TestUser; // signed in, nothing to do with the conference
}

export async function tpcWorld(t: TestApp, conferenceOverrides: Record<string, unknown> = {}): Promise<TpcWorld> {
  const chair = await createUser(t.app, t.ctx, { first_name: "Carla", last_name: "Chair" });
  const conf = await insertConference(t.ctx, chair.id, conferenceOverrides);
  const trackId = await insertTrack(t.ctx, conf.id);
  const otherTrackId = await insertTrack(t.ctx, conf.id);
  const trackChair = await createUser(t.app, t.ctx, { first_name: "Theo", last_name: "Trackchair" });
  await insertTrackChair(t.ctx, trackId, trackChair.id);
  const otherTrackChair = await createUser(t.app, t.ctx, { first_name: "Olli", last_name: "Otherchair" });
  await insertTrackChair(t.ctx, otherTrackId, otherTrackChair.id);
  const stranger = await createUser(t.app, t.ctx, { first_name: "Sam", last_name: "Stranger" });
  return { chair, confId: conf.id, trackId, otherTrackId, trackChair, otherTrackChair, stranger };
}
