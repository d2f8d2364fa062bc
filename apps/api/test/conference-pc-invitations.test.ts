// The conference's programme committee, several tracks at once: one invitation and one answer for
// every named track, direct additions, moving members between tracks, and the reminder.
import { beforeAll, describe, expect, it } from "vitest";
import { CONFERENCE_STATUS, type ConferencePc, type ConferencePcInvitationReport } from "@symposia/domain";
import { call } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser, uniqueEmail } from "./support/factories.js";
import { insertConference, insertOcMember, insertTrack, insertTpcMember } from "./support/fixtures.js";
import { useTestApp } from "./support/useTestApp.js";
import { institutionEmail, tpcWorld, type TpcWorld } from "./tpc.world.js";

const t = useTestApp();
let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin(t.app, t.ctx);
});

const post = (path: string, token: string | undefined, body: unknown) => call(t.app, "POST", path, { token, body });
const invite = (w: TpcWorld, token: string, lines: unknown[], track_ids?: unknown) =>
  post(`/conference/pc-invitation/${w.confId}`, token, { total_data: JSON.stringify(lines), track_ids });

const statusIn = async (trackId: number, email: string) =>
  (
    await t.ctx.db
      .selectFrom("tpc_members")
      .innerJoin("users", "users.id", "tpc_members.user_id")
      .select(["tpc_members.id", "tpc_members.status"])
      .where("tpc_members.track_id", "=", trackId)
      .where("users.email", "=", email)
      .executeTakeFirst()
  )?.status;

/** The one invitation mail to `email`: its count, and the token of its one-click links. */
async function invitationMail(email: string) {
  const mails = await t.ctx.db
    .selectFrom("mail_outbox")
    .select(["subject", "body_text"])
    .where("to_address", "=", email)
    .where("subject", "like", "%invitation to the programme committee%")
    .execute();
  const token = decodeURIComponent(
    /tpc-invitation\?token=([^&\s]+)&answer=accept/.exec(mails[0]?.body_text ?? "")?.[1] ?? "",
  );
  return { count: mails.length, mail: mails[0], token };
}

async function pcRow(w: TpcWorld, email: string) {
  const res = await call<ConferencePc>(t.app, "GET", `/conference/pc/${w.confId}`, { token: w.chair.token });
  expect(res.status).toBe(200);
  return res.body.result!.members.find((m) => m.email === email);
}

describe("POST /conference/pc-invitation/{confId}", () => {
  it("invites to two tracks with one mail; accepting its link once makes the person a member of both", async () => {
    const w = await tpcWorld(t);
    const email = institutionEmail("two-tracks.edu", "tia");
    const res = await invite(
      w,
      w.chair.token,
      [`Tia, Twotracks, ${email}, Portugal, Two Tracks University`],
      [w.trackId, w.otherTrackId],
    );
    expect(res.status, res.body.message).toBe(200);
    const report = res.body.result as ConferencePcInvitationReport;
    expect(report.counts.invited).toBe(1);
    expect(report.lines[0]!.tracks.map((r) => r.outcome)).toEqual(["invited", "invited"]);
    expect(await statusIn(w.trackId, email)).toBe(0);
    expect(await statusIn(w.otherTrackId, email)).toBe(0);
    expect((await pcRow(w, email))?.status).toBe("invited");

    const { count, token, mail } = await invitationMail(email);
    expect(count).toBe(1);
    expect(mail!.body_text).toMatch(/of the tracks "[^"]+" and "[^"]+"/);
    const answer = await post("/track/tpc-invitation-answer", undefined, { token, action: "ACCEPT" });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.result.track_names).toHaveLength(2);
    expect(await statusIn(w.trackId, email)).toBe(1);
    expect(await statusIn(w.otherTrackId, email)).toBe(1);
    const row = await pcRow(w, email);
    expect(row?.status).toBe("accepted");
    expect(row?.tracks.map((tr) => [tr.track_id, tr.status])).toEqual([
      [w.trackId, "accepted"],
      [w.otherTrackId, "accepted"],
    ]);
    // the link answers once
    expect((await post("/track/tpc-invitation-answer", undefined, { token, action: "REJECT" })).status).toBe(409);
  });

  it("a declined invitation adds the person to none of its tracks", async () => {
    const w = await tpcWorld(t);
    const email = institutionEmail("declines.edu", "dee");
    expect((await invite(w, w.chair.token, [`Dee, Clines, ${email}, Spain, Lab`])).status).toBe(200);
    const { token } = await invitationMail(email);
    expect((await post("/track/tpc-invitation-answer", undefined, { token, action: "REJECT" })).status).toBe(200);
    expect(await statusIn(w.trackId, email)).toBe(2);
    expect(await statusIn(w.otherTrackId, email)).toBe(2);
    expect((await pcRow(w, email))?.status).toBe("declined");
  });

  it("track_ids empty covers every track; tracks where the person already is are reported, not re-invited", async () => {
    const w = await tpcWorld(t);
    const member = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, member.id, 1);
    const res = await invite(w, w.chair.token, [`Mo, Member, ${member.email}, Spain, Lab`], []);
    expect(res.status).toBe(200);
    const line = (res.body.result as ConferencePcInvitationReport).lines[0]!;
    expect(line.status).toBe("invited");
    expect(line.tracks).toEqual([
      expect.objectContaining({ track_id: w.trackId, outcome: "already member" }),
      expect.objectContaining({ track_id: w.otherTrackId, outcome: "invited" }),
    ]);
    const again = await invite(w, w.chair.token, [`Mo, Member, ${member.email}, Spain, Lab`]);
    expect((again.body.result as ConferencePcInvitationReport).lines[0]!.status).toBe("already_invited");
  });

  it("accepting one track's invitation in the app answers every track of it, once the address is proven", async () => {
    const w = await tpcWorld(t);
    const unproven = await createUser(t.app, t.ctx, { verified: false });
    expect((await invite(w, w.chair.token, [`Una, Proven, ${unproven.email}, Spain, Lab`])).status).toBe(200);
    const id = (await t.ctx.db
      .selectFrom("tpc_members")
      .select("id")
      .where("track_id", "=", w.otherTrackId)
      .where("user_id", "=", unproven.id)
      .executeTakeFirstOrThrow())!.id;
    const accept = () =>
      post(`/track/tpc-invitation-action/${w.otherTrackId}`, unproven.token, { id, action: "ACCEPT" });
    const refused = await accept();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/confirm your email address/);
    expect(await statusIn(w.trackId, unproven.email)).toBe(0);
    await t.ctx.db
      .updateTable("users")
      .set({ email_verified_at: new Date().toISOString() })
      .where("id", "=", unproven.id)
      .execute();
    const accepted = await accept();
    expect(accepted.status, accepted.body.message).toBe(200);
    expect(accepted.body.message).toMatch(/of the tracks/);
    expect(await statusIn(w.trackId, unproven.email)).toBe(1);
    expect(await statusIn(w.otherTrackId, unproven.email)).toBe(1);
  });

  it("is for the conference chairs, the organising committee and admins; a track chair is refused", async () => {
    const w = await tpcWorld(t);
    const oc = await createUser(t.app, t.ctx);
    await insertOcMember(t.ctx, w.confId, { userId: oc.id, email: oc.email });
    const line = () => [`A, B, ${uniqueEmail()}, Spain, Lab`];
    for (const who of [w.chair, oc, admin]) expect((await invite(w, who.token, line())).status).toBe(200);
    const member = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, member.id, 1);
    for (const who of [w.trackChair, member, w.stranger]) expect((await invite(w, who.token, line())).status).toBe(403);
  });

  it("refuses bad input with 422 and writes nothing", async () => {
    const w = await tpcWorld(t);
    const other = await insertTrack(t.ctx, (await insertConference(t.ctx, w.chair.id)).id);
    const email = institutionEmail("bad-input.edu", "bo");
    const foreign = await invite(w, w.chair.token, [`Bo, Bad, ${email}, Spain, Lab`], [w.trackId, other]);
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.result)).toEqual(["track_ids"]);
    for (const body of [
      { total_data: JSON.stringify([`Bo, Bad, ${email}, Spain, Lab`]), track_ids: ["x"] },
      { total_data: JSON.stringify([`Bo, Bad, ${email}, Spain, Lab`]), track_ids: "1,2" },
      { total_data: "not json" },
      { track_ids: [w.trackId] },
    ])
      expect((await post(`/conference/pc-invitation/${w.confId}`, w.chair.token, body)).status).toBe(422);
    expect(await statusIn(w.trackId, email)).toBeUndefined();
    expect((await post(`/conference/pc-invitation/999999`, admin.token, { total_data: "[]" })).status).toBe(422);
    expect(
      (
        await post(`/conference/pc-invitation/999999`, admin.token, {
          total_data: JSON.stringify(["a, b, c@d.org, Spain, x"]),
        })
      ).status,
    ).toBe(404);
  });
});

describe("POST /conference/pc-member/{confId}", () => {
  it("adds a person typed by hand to several tracks at once; the PC list counts them in both", async () => {
    const w = await tpcWorld(t);
    const email = institutionEmail("by-hand.edu", "hana");
    const body = { first_name: "Hana", last_name: "Hand", email, country: "Japan", affiliation: "Hand Lab" };
    const res = await post(`/conference/pc-member/${w.confId}`, w.chair.token, {
      ...body,
      track_ids: [w.trackId, w.otherTrackId],
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.tracks.map((r: { outcome: string }) => r.outcome)).toEqual(["added", "added"]);
    const row = await pcRow(w, email);
    expect(row?.status).toBe("accepted");
    expect(row?.tracks).toHaveLength(2);
    // again: the track call's refusal, as a 409, when they join none of the tracks
    const again = await post(`/conference/pc-member/${w.confId}`, w.chair.token, { ...body, track_ids: [w.trackId] });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already a member/);
  });

  it("holds the membership of an account whose owner has not proven the address, in every track", async () => {
    const w = await tpcWorld(t);
    const unproven = await createUser(t.app, t.ctx, { verified: false });
    const res = await post(`/conference/pc-member/${w.confId}`, w.chair.token, { reviewer_id: unproven.id });
    expect(res.status).toBe(200);
    expect(res.body.result.awaiting_email_verification).toBe(true);
    expect(res.body.message).toMatch(/awaiting email verification/);
    expect(await statusIn(w.trackId, unproven.email)).toBe(3);
    expect(await statusIn(w.otherTrackId, unproven.email)).toBe(3);
    expect((await pcRow(w, unproven.email))?.status).toBe("awaiting email verification");
  });

  it("refuses non-chairs (403) and bad input (422)", async () => {
    const w = await tpcWorld(t);
    const person = await createUser(t.app, t.ctx);
    const path = `/conference/pc-member/${w.confId}`;
    expect((await post(path, w.trackChair.token, { reviewer_id: person.id })).status).toBe(403);
    expect((await post(path, w.chair.token, { reviewer_id: person.id, track_ids: [999999] })).status).toBe(422);
    expect((await post(path, w.chair.token, { reviewer_id: person.id, track_ids: {} })).status).toBe(422);
    expect((await post(path, w.chair.token, { first_name: "No", email: "not-an-email" })).status).toBe(422);
    expect(await statusIn(w.trackId, person.email)).toBeUndefined();
  });
});

describe("POST /conference/pc-member-tracks/{confId}", () => {
  it("adds the selected members to a track and removes them from another", async () => {
    const w = await tpcWorld(t);
    const a = await createUser(t.app, t.ctx);
    const b = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, a.id, 1);
    await insertTpcMember(t.ctx, w.trackId, b.id, 1);
    const res = await post(`/conference/pc-member-tracks/${w.confId}`, w.chair.token, {
      user_ids: [a.id, b.id],
      add_track_ids: [w.otherTrackId],
      remove_track_ids: [w.trackId],
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ added: 2, removed: 2 });
    for (const who of [a, b]) {
      const row = await pcRow(w, who.email);
      expect(row?.tracks.map((tr) => [tr.track_id, tr.status])).toEqual([[w.otherTrackId, "accepted"]]);
    }
  });

  it("refuses people who are not on the PC, unknown tracks and empty changes (422), and track chairs (403)", async () => {
    const w = await tpcWorld(t);
    const member = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, member.id, 1);
    const path = `/conference/pc-member-tracks/${w.confId}`;
    const ok = { user_ids: [member.id], add_track_ids: [w.otherTrackId] };
    expect((await post(path, w.chair.token, { ...ok, user_ids: [w.stranger.id] })).status).toBe(422);
    expect((await post(path, w.chair.token, { ...ok, add_track_ids: [999999] })).status).toBe(422);
    expect((await post(path, w.chair.token, { user_ids: [member.id] })).status).toBe(422);
    expect((await post(path, w.chair.token, { ...ok, remove_track_ids: [w.otherTrackId] })).status).toBe(422);
    expect((await post(path, w.trackChair.token, ok)).status).toBe(403);
    expect(await statusIn(w.otherTrackId, member.email)).toBeUndefined();
  });
});

describe("POST /conference/pc-reminder/{confId}", () => {
  it("previews each person once however many tracks they are in; sending mails that many", async () => {
    const w = await tpcWorld(t);
    const both = await createUser(t.app, t.ctx);
    const one = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, both.id, 1);
    await insertTpcMember(t.ctx, w.otherTrackId, both.id, 1);
    await insertTpcMember(t.ctx, w.otherTrackId, one.id, 1);
    const body = { status: 1, sender_email: "chairs", subject: "Bids", message: "Please bid." };
    const path = `/conference/pc-reminder/${w.confId}`;
    const preview = await post(path, w.chair.token, { ...body, preview: true });
    expect(preview.status, preview.body.message).toBe(200);
    expect(preview.body.result.recipients).toBe(2);
    expect(preview.body.result.sample.text).toMatch(/of the tracks/);
    const onlyFirst = await post(path, w.chair.token, { ...body, preview: true, track_ids: [w.trackId] });
    expect(onlyFirst.body.result.recipients).toBe(1);
    const sent = await post(path, w.chair.token, body);
    expect(sent.body.result.recipients).toBe(2);
    const mails = await t.ctx.db.selectFrom("mail_outbox").select("id").where("to_address", "=", both.email).execute();
    expect(mails).toHaveLength(1);
    expect((await post(path, w.trackChair.token, body)).status).toBe(403);
  });
});

describe("POST /conference/pc-reminder/{confId} with fewer_publications_than", () => {
  it("asks only the members whose profile lists fewer publications; the PC list counts them", async () => {
    const w = await tpcWorld(t);
    const none = await createUser(t.app, t.ctx);
    const one = await createUser(t.app, t.ctx);
    const three = await createUser(t.app, t.ctx);
    for (const member of [none, one, three]) await insertTpcMember(t.ctx, w.trackId, member.id, 1);
    const publish = (member: TestUser, titles: string[]) =>
      post("/users/publications", member.token, { publications: titles.map((title) => ({ title, year: 2024 })) });
    expect((await publish(one, ["Caches"])).status).toBe(200);
    expect((await publish(three, ["Caches", "Networks", "Compilers"])).status).toBe(200);

    expect((await pcRow(w, none.email))?.publications).toBe(0);
    expect((await pcRow(w, three.email))?.publications).toBe(3);

    const path = `/conference/pc-reminder/${w.confId}`;
    const body = {
      status: 1,
      sender_email: "chairs",
      subject: "Please complete your profile",
      message: "Add your recent publications so that we can compute expertise.",
      fewer_publications_than: 2,
    };
    const preview = await post(path, w.chair.token, { ...body, preview: true });
    expect(preview.status, preview.body.message).toBe(200);
    expect(preview.body.result.recipients).toBe(2);
    const sent = await post(path, w.chair.token, body);
    expect(sent.body.result.recipients).toBe(2);
    const mailed = await t.ctx.db
      .selectFrom("mail_outbox")
      .select("to_address")
      .where("subject", "=", "Please complete your profile")
      .where("to_address", "in", [none.email, one.email, three.email])
      .execute();
    expect(mailed.map((m) => m.to_address).sort()).toEqual([none.email, one.email].sort());
  });

  it("refuses a limit that is not a whole number from 1 to 1000 (422) and mails nobody", async () => {
    const w = await tpcWorld(t);
    const body = { status: 1, sender_email: "chairs", subject: "Profiles", message: "Add publications." };
    for (const bad of [0, -1, 2.5, "many", 1001]) {
      const res = await post(`/conference/pc-reminder/${w.confId}`, w.chair.token, {
        ...body,
        fewer_publications_than: bad,
      });
      expect(res.status, String(bad)).toBe(422);
      expect(res.body.message).toContain("fewer_publications_than");
    }
    const mails = await t.ctx.db.selectFrom("mail_outbox").select("id").where("subject", "=", "Profiles").execute();
    expect(mails).toHaveLength(0);
  });
});

describe("the whole programme committee while the conference is not Approved", () => {
  it("changes only for the ADMIN (409 for chairs and the OC, as the page says); the reminder is still sent", async () => {
    const w = await tpcWorld(t, { conference_status: CONFERENCE_STATUS.PENDING });
    const oc = await createUser(t.app, t.ctx);
    await insertOcMember(t.ctx, w.confId, { userId: oc.id, email: oc.email });
    const member = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, member.id, 1);
    const person = await createUser(t.app, t.ctx);
    const calls: [string, unknown][] = [
      [`/conference/pc-invitation/${w.confId}`, { total_data: JSON.stringify([`A, B, ${uniqueEmail()}, Spain, Lab`]) }],
      [`/conference/pc-member/${w.confId}`, { reviewer_id: person.id }],
      [`/conference/pc-member-tracks/${w.confId}`, { user_ids: [member.id], add_track_ids: [w.otherTrackId] }],
    ];
    for (const who of [w.chair, oc])
      for (const [path, body] of calls) {
        const refused = await post(path, who.token, body);
        expect(refused.status, path).toBe(409);
        expect(refused.body.message).toBe(
          "This conference is not approved, so its programme committee cannot be changed now.",
        );
      }
    expect(await statusIn(w.trackId, person.email)).toBeUndefined();
    expect(await statusIn(w.otherTrackId, member.email)).toBeUndefined();
    // a track chair is refused for who they are, whatever the state
    expect((await post(calls[1]![0], w.trackChair.token, calls[1]![1])).status).toBe(403);
    for (const [path, body] of calls) expect((await post(path, admin.token, body)).status, path).toBe(200);
    const reminder = { status: 1, sender_email: "chairs", subject: "Bids", message: "Please bid.", preview: true };
    const preview = await post(`/conference/pc-reminder/${w.confId}`, w.chair.token, reminder);
    expect(preview.status, preview.body.message).toBe(200);
  });
});
