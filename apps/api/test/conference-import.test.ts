// Importing a conference from HotCRP and EasyChair files: fixtures in each format (non-ASCII names,
// missing columns, duplicate emails, a conflict naming a non-PC email, an unknown action); a dry
// run answers the real run's counts and writes nothing; a re-import updates instead of duplicating;
// a refused record rolls the whole file back; only chairs import; invitees get no mail unless asked.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ImportReport } from "@symposia/domain";
import { createUser, type TestUser } from "./support/factories.js";
import { insertConference, insertTrack } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { verifyFromMail } from "./support/mailLinks.js";
import { call } from "./support/testApp.js";
import { loadConferenceAccess } from "../src/access/index.js";
import { useTestApp } from "./support/useTestApp.js";

const t = useTestApp();
const FIXTURES = path.join(import.meta.dirname, "fixtures", "import");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

/**
 * Each conference of this file imports its own people: the fixtures' addresses at example.* are
 * moved to a domain of the conference's own (accounts are shared by the whole database).
 */
let domain = "";
const at = (text: string) => text.replace(/@(example)\./gi, (_m, e: string) => `@${domain}${e}.`);
const localised = (data: Buffer) => Buffer.from(at(data.toString("utf8")));

async function importFile(
  who: TestUser,
  confId: number,
  format: string,
  file: Buffer | string,
  extra: Record<string, string> = {},
) {
  const data = localised(typeof file === "string" ? fixture(file) : file);
  const mp = multipartBody({ format, ...extra }, [{ name: "file", fileName: "upload", data }]);
  return call<ImportReport>(t.app, "POST", `/conference/import/${confId}`, {
    token: who.token,
    body: mp.payload,
    headers: mp.headers,
  });
}

async function newConference() {
  domain = `d${Math.random().toString(36).slice(2, 8)}-`;
  const chair = await createUser(t.app, t.ctx, { first_name: "Chair" });
  const conf = await insertConference(t.ctx, chair.id);
  const trackId = await insertTrack(t.ctx, conf.id);
  return { chair, confId: conf.id, trackId };
}

/** Everything an import writes, ids aside, to compare two states. */
async function snapshot(confId: number) {
  const db = t.ctx.db;
  const papers = await db
    .selectFrom("papers")
    .select(["id", "external_id", "paper_title", "abstract", "status", "decision"])
    .where("conf_id", "=", confId)
    .orderBy("external_id")
    .execute();
  const ids = papers.map((p) => p.id);
  const none = [-1];
  return {
    papers: papers.map(({ id: _id, ...p }) => p),
    authors: await db
      .selectFrom("paper_authors")
      .select(["email", "first_name", "last_name", "author_order", "confirmed"])
      .where("paper_id", "in", ids.length ? ids : none)
      .orderBy("email")
      .orderBy("author_order")
      .execute(),
    conflicts: await db
      .selectFrom("paper_conflicts")
      .select(["user_id", "conflict_type"])
      .where("paper_id", "in", ids.length ? ids : none)
      .orderBy("user_id")
      .execute(),
    topics: await db
      .selectFrom("conference_topics")
      .select("name")
      .where("conf_id", "=", confId)
      .orderBy("name")
      .execute(),
    paperTopics: await db
      .selectFrom("paper_topics")
      .select("topic_id")
      .where("paper_id", "in", ids.length ? ids : none)
      .orderBy("topic_id")
      .execute(),
    members: await db
      .selectFrom("tpc_members")
      .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
      .select(["user_id", "status"])
      .where("tracks.conf_id", "=", confId)
      .orderBy("user_id")
      .execute(),
    assignments: await db
      .selectFrom("paper_reviewers")
      .select(["user_id"])
      .where("paper_id", "in", ids.length ? ids : none)
      .orderBy("user_id")
      .execute(),
    users: Number(
      (
        await db
          .selectFrom("users")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
}

describe("hotcrp-json", () => {
  it("a dry run answers what the import does, writes nothing, and the import then does exactly that", async () => {
    const { chair, confId } = await newConference();
    const before = await snapshot(confId);
    const dry = await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json", { dry_run: "1" });
    expect(dry.status, dry.body.message).toBe(200);
    expect(dry.body.result.dry_run).toBe(true);
    expect(await snapshot(confId)).toEqual(before);
    expect(dry.body.result.refused).toEqual([]);
    const real = await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json");
    expect(real.status, real.body.message).toBe(200);
    expect({ ...real.body.result, dry_run: true }).toEqual(dry.body.result);
    expect(real.body.result.counts).toMatchObject({
      papers: { created: 2, updated: 0 },
      authors: { created: 3 },
      pc_members: { created: 2 },
      conflicts: { created: 2 },
      topics: { created: 2 },
      decisions: { created: 1 },
      track_chairs: { created: 1 },
    });
    // the chair contact's tags have no place here: reported, not dropped silently
    expect(real.body.result.ignored).toEqual([
      { index: 1, reason: at("Contact PC.Two@example.org: tags heavy not imported (PC members have no tags here).") },
    ]);
    expect(real.body.result.held).toEqual([]);
    // the author's email differs in case from nothing yet: made as invitees, as written
    expect(real.body.result.accounts.created.sort()).toEqual(
      [
        at("JOSE.NUNEZ@Example.org"),
        at("PC.Two@example.org"),
        at("pc.one@example.org"),
        at("zhang.wei@example.cn"),
      ].sort(),
    );
  });

  it("keeps non-ASCII names, the original number, the decision, withdrawal, topics and conflicts", async () => {
    const { chair, confId } = await newConference();
    expect((await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json")).status).toBe(200);
    const s = await snapshot(confId);
    expect(s.papers).toEqual([
      {
        external_id: "17",
        paper_title: "Überlegungen zur Zuverlässigkeit verteilter Systeme",
        abstract: "Wir untersuchen Ausfälle.",
        status: 35,
        decision: "Accept",
      },
      { external_id: "18", paper_title: "A second paper", abstract: "Short.", status: 25, decision: null },
    ]);
    expect(s.authors.find((a) => a.email === at("JOSE.NUNEZ@Example.org"))).toMatchObject({
      first_name: "José",
      last_name: "Núñez",
      confirmed: 1,
    });
    expect(s.authors.filter((a) => a.email === at("zhang.wei@example.cn")).map((a) => a.first_name)).toContain("张");
    expect(s.conflicts.map((c) => c.conflict_type).sort()).toEqual(["Collaborator", "Other"]);
    expect(s.members.map((m) => m.status)).toEqual([1, 1]);
    // invitees get no mail unless the chair asks
    const mails = await t.ctx.db
      .selectFrom("mail_outbox")
      .select("to_address")
      .where("to_address", "like", at("%pc.one@example.org%"))
      .execute();
    expect(mails).toEqual([]);
  });

  it("a second import updates instead of duplicating (idempotent)", async () => {
    const { chair, confId } = await newConference();
    expect((await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json")).status).toBe(200);
    const first = await snapshot(confId);
    const again = await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json");
    expect(again.status).toBe(200);
    expect(again.body.result.counts.papers).toEqual({ created: 0, updated: 2, removed: 0 });
    expect(again.body.result.accounts.created).toEqual([]);
    expect(await snapshot(confId)).toEqual(first);
  });

  it("matches existing accounts by email in any case, and holds a role for an unproven address", async () => {
    const { chair, confId } = await newConference();
    const proven = await createUser(t.app, t.ctx, { email: at("jose.nunez@example.org") });
    const unproven = await createUser(t.app, t.ctx, { email: at("pc.one@example.org"), verified: false });
    const answer = await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json", { dry_run: "1" });
    expect(answer.body.result.accounts.matched.sort()).toEqual([proven.email, unproven.email].sort());
    const file = JSON.parse(fixture("hotcrp-papers.json").toString("utf8"));
    delete file.papers[0].pc_conflicts; // the unproven PC member is no member yet, so no conflict can name them
    const real = await importFile(chair, confId, "hotcrp-json", Buffer.from(JSON.stringify(file)));
    expect(real.status, JSON.stringify(real.body.result?.refused)).toBe(200);
    const member = await t.ctx.db
      .selectFrom("tpc_members")
      .select("status")
      .where("user_id", "=", unproven.id)
      .executeTakeFirstOrThrow();
    expect(member.status).toBe(3);
    const paper = await t.ctx.db
      .selectFrom("papers")
      .select("created_by")
      .where("conf_id", "=", confId)
      .where("external_id", "=", "17")
      .executeTakeFirstOrThrow();
    expect(paper.created_by).toBe(proven.id);
  });

  it("a contact with the chair role chairs the import's track, as Manage Chairs makes one; again, nothing changes", async () => {
    const { chair, confId, trackId } = await newConference();
    expect((await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json")).status).toBe(200);
    const chairs = await t.ctx.db
      .selectFrom("track_chairs")
      .innerJoin("users", "users.id", "track_chairs.user_id")
      .select(["track_chairs.id", "track_chairs.track_id", "users.email", "track_chairs.awaiting_email_proof"])
      .where("users.email", "like", `%@${domain}example.%`)
      .execute();
    expect(chairs.map(({ id: _id, ...c }) => c)).toEqual([
      { track_id: trackId, email: at("PC.Two@example.org"), awaiting_email_proof: 0 },
    ]);
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity_type", "=", "track_chair")
      .where("entity_id", "=", chairs[0]!.id)
      .execute();
    expect(audit).toEqual([{ action: "track.chair_assign", actor_id: chair.id }]);
    const again = await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json");
    expect(again.body.result.counts.track_chairs).toBeUndefined();
  });

  it("holds the chair role of an unproven address until its owner verifies it, and says so in the dry run", async () => {
    const { chair, confId, trackId } = await newConference();
    const unproven = await createUser(t.app, t.ctx, { email: at("pc.two@example.org"), verified: false });
    const file = JSON.parse(fixture("hotcrp-papers.json").toString("utf8"));
    delete file.papers[1].pc_conflicts; // the unproven PC member is no member yet, so no conflict can name them
    const data = Buffer.from(JSON.stringify(file));
    const dry = await importFile(chair, confId, "hotcrp-json", data, { dry_run: "1" });
    expect(dry.status).toBe(200);
    expect(dry.body.result.counts.track_chairs).toEqual({ created: 1, updated: 0, removed: 0 });
    const held = [
      { email: at("PC.Two@example.org"), role: "pc_member" },
      { email: at("PC.Two@example.org"), role: "track_chair" },
    ];
    expect(dry.body.result.held).toEqual(held);
    const real = await importFile(chair, confId, "hotcrp-json", data);
    expect(real.status, JSON.stringify(real.body.result?.refused)).toBe(200);
    expect(real.body.result.held).toEqual(held);
    const standing = () => loadConferenceAccess(t.ctx.db, { id: unproven.id, role: "USER" }, confId);
    expect((await standing()).chairTrackIds).toEqual([]);
    expect((await standing()).permissions).not.toContain("TRACKCHAIR");
    // the owner of the mailbox opens the link: the held chair (and PC membership) attach
    expect((await call(t.app, "POST", "/verify_email/resend", { token: unproven.token })).status).toBe(200);
    expect((await verifyFromMail(t.app, t.ctx, unproven.email)).status).toBe(200);
    expect((await standing()).chairTrackIds).toEqual([trackId]);
    expect((await standing()).permissions).toEqual(expect.arrayContaining(["TRACKCHAIR", "REVIEWER"]));
  });

  it("a contact with chair alone chairs the track off the PC, may be named in a conflict; older HotCRP's role flags read", async () => {
    const { chair, confId, trackId } = await newConference();
    const doc = {
      papers: [
        {
          pid: 7,
          title: "Chaired",
          authors: [{ email: "writer@example.org", first: "Wri", last: "Ter" }],
          pc_conflicts: { "only.chair@example.org": "collaborator" },
        },
      ],
      contacts: [
        { email: "only.chair@example.org", first: "Ólafur", last: "Chair", roles: "chair" },
        { email: "flags@example.org", first: "Flä", last: "Gs", roles: { chair: true, pc: true, sysadmin: false } },
      ],
    };
    const data = Buffer.from(JSON.stringify(doc));
    const dry = await importFile(chair, confId, "hotcrp-json", data, { dry_run: "1" });
    expect(dry.status).toBe(200);
    expect(dry.body.result.refused).toEqual([]);
    const real = await importFile(chair, confId, "hotcrp-json", data);
    expect(real.status, JSON.stringify(real.body.result?.refused)).toBe(200);
    expect({ ...real.body.result, dry_run: true }).toEqual(dry.body.result);
    expect(real.body.result.counts).toMatchObject({
      pc_members: { created: 1 },
      track_chairs: { created: 2 },
      conflicts: { created: 1 },
    });
    const emailsOf = async (table: "track_chairs" | "tpc_members") =>
      (
        await t.ctx.db
          .selectFrom(table)
          .innerJoin("users", "users.id", `${table}.user_id`)
          .select("users.email")
          .where(`${table}.track_id`, "=", trackId)
          .orderBy("users.email")
          .execute()
      ).map((r) => r.email);
    expect(await emailsOf("track_chairs")).toEqual([at("flags@example.org"), at("only.chair@example.org")]);
    expect(await emailsOf("tpc_members")).toEqual([at("flags@example.org")]);
  });

  it("reports a contact's tags and other roles as not imported, and still imports the file", async () => {
    const { chair, confId } = await newConference();
    const doc = {
      papers: [],
      contacts: [
        { email: "tagged.pc@example.org", first: "Tå", last: "Gged", roles: "pc", tags: "heavy ml#2" },
        { email: "admin@example.org", first: "Ad", last: "Min", roles: "sysadmin" },
      ],
    };
    const answer = await importFile(chair, confId, "hotcrp-json", Buffer.from(JSON.stringify(doc)));
    expect(answer.status, JSON.stringify(answer.body.result?.refused)).toBe(200);
    expect(answer.body.result.counts).toEqual({ pc_members: { created: 1, updated: 0, removed: 0 } });
    expect(answer.body.result.ignored).toEqual([
      {
        index: 0,
        reason: at("Contact tagged.pc@example.org: tags heavy, ml#2 not imported (PC members have no tags here)."),
      },
      {
        index: 1,
        reason: at('Contact admin@example.org: the role "sysadmin" is not imported (only pc and chair are).'),
      },
    ]);
    expect(answer.body.result.accounts.created).toEqual([at("tagged.pc@example.org")]);
  });

  it("keeps a custom option as the extra submission field of that name", async () => {
    const { chair, confId } = await newConference();
    const fields = [
      { key: "artifact", label: "Artifact URL", type: "text", options: [], required: false, visibility: "reviewers" },
    ];
    await t.ctx.db
      .updateTable("conferences")
      .set({ additional_fields_submission_form: JSON.stringify(fields) })
      .where("id", "=", confId)
      .execute();
    const answer = await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json");
    expect(answer.body.result.counts.submission_fields).toEqual({ created: 0, updated: 1, removed: 0 });
    const paper = await t.ctx.db
      .selectFrom("papers")
      .select("submission_fields")
      .where("conf_id", "=", confId)
      .where("external_id", "=", "17")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(paper.submission_fields!)).toEqual({ artifact: "https://example.org/artifact" });
  });

  it("a conflict naming a non-PC email refuses the file: nothing is written, the record is named", async () => {
    const { chair, confId } = await newConference();
    const before = await snapshot(confId);
    const dry = await importFile(chair, confId, "hotcrp-json", "hotcrp-bad-conflict.json", { dry_run: "1" });
    expect(dry.status).toBe(200);
    expect(dry.body.result.refused).toEqual([
      {
        index: 1,
        reason: at("Paper 31: the conflict names not.on.pc@example.org, who is not on the programme committee."),
      },
    ]);
    const real = await importFile(chair, confId, "hotcrp-json", "hotcrp-bad-conflict.json");
    expect(real.status).toBe(422);
    expect(real.body.result.refused).toEqual(dry.body.result.refused);
    expect(await snapshot(confId)).toEqual(before);
  });

  it("mails the invitees a set-password link when notify = 1", async () => {
    const { chair, confId } = await newConference();
    expect(
      (
        await importFile(chair, confId, "hotcrp-json", "hotcrp-bad-conflict.json".replace("bad-conflict", "papers"), {
          notify: "1",
        })
      ).status,
    ).toBe(200);
    const mails = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "body_text"])
      .where("conf_id", "=", confId)
      .execute();
    expect(mails.length).toBe(4);
    expect(mails[0]!.body_text).toContain("/reset-password?token=");
  });

  it("refuses a file with text the database cannot hold as written, naming where, and writes nothing", async () => {
    const { chair, confId } = await newConference();
    const before = await snapshot(confId);
    const doc = JSON.parse(fixture("hotcrp-papers.json").toString("utf8")) as {
      papers: { title: string; abstract: string }[];
    };
    const papers = doc.papers;
    papers[0]!.title = "Half \ud800 a character";
    papers[1]!.abstract = "A NUL \u0000 here";
    const file = Buffer.from(JSON.stringify(doc));
    const dry = await importFile(chair, confId, "hotcrp-json", file, { dry_run: "1" });
    expect(dry.body.result.refused.map((r) => r.reason)).toEqual([
      "The file's text at papers.0.title: Must be well-formed text: it holds half of a character (a lone surrogate).",
      "The file's text at papers.1.abstract: Must not contain the NUL character.",
    ]);
    const real = await importFile(chair, confId, "hotcrp-json", file);
    expect(real.status).toBe(422);
    expect(await snapshot(confId)).toEqual(before);
    // a character outside the basic plane (a pair) is text like any other
    papers[0]!.title = "Emoji \ud83d\ude00 title";
    papers[1]!.abstract = "Fine";
    expect((await importFile(chair, confId, "hotcrp-json", Buffer.from(JSON.stringify(doc)))).status).toBe(200);
  });

  it("refuses a file whose names (keys) the database cannot hold as written: a custom option's name is stored", async () => {
    const { chair, confId } = await newConference();
    const before = await snapshot(confId);
    const doc = JSON.parse(fixture("hotcrp-papers.json").toString("utf8")) as { papers: Record<string, unknown>[] };
    doc.papers[0]!["Opt\u0000ion"] = "yes";
    const real = await importFile(chair, confId, "hotcrp-json", Buffer.from(JSON.stringify(doc)));
    expect(real.status).toBe(422);
    expect(real.body.result.refused.map((r) => r.reason)).toEqual([
      "The file's text at papers.0.Opt\\u0000ion: Its name must not contain the NUL character.",
    ]);
    expect(await snapshot(confId)).toEqual(before);
  });

  it("reads a file nested deeper than the server's stack without failing", async () => {
    const { chair, confId } = await newConference();
    const papers = fixture("hotcrp-papers.json").toString("utf8");
    const deep = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
    const file = Buffer.from(`{"unread": ${deep}, ${papers.trim().slice(1)}`);
    const dry = await importFile(chair, confId, "hotcrp-json", file, { dry_run: "1" });
    expect(dry.status, dry.raw.body.slice(0, 300)).toBe(200);
    expect(dry.body.result.refused).toEqual([]);
  });

  it("refuses a file that is not JSON or not papers, with a reason", async () => {
    const { chair, confId } = await newConference();
    expect(
      (await importFile(chair, confId, "hotcrp-json", Buffer.from("{nope"), { dry_run: "1" })).body.result.refused[0]!
        .reason,
    ).toBe("The file is not JSON.");
    expect((await importFile(chair, confId, "hotcrp-json", Buffer.from("{nope"))).status).toBe(422);
  });
});

describe("hotcrp-assignments", () => {
  it("assigns PC members, clears conflicts, and refuses an unknown action with its line", async () => {
    const { chair, confId } = await newConference();
    expect((await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json")).status).toBe(200);
    const bad = await importFile(chair, confId, "hotcrp-assignments", "hotcrp-assignments-bad.csv", { dry_run: "1" });
    expect(bad.body.result.refused).toEqual([
      { line: 4, reason: "Action tag needs a tag." },
      { line: 5, reason: 'Unknown action "frobnicate".' },
      // paper 17 declares a conflict with pc.one
    ]);
    expect((await importFile(chair, confId, "hotcrp-assignments", "hotcrp-assignments-bad.csv")).status).toBe(422);
    const good = await importFile(chair, confId, "hotcrp-assignments", "hotcrp-assignments.csv");
    expect(good.status, JSON.stringify(good.body.result?.refused)).toBe(200);
    expect(good.body.result.counts).toMatchObject({ assignments: { created: 2 }, conflicts: { removed: 2 } });
    const again = await importFile(chair, confId, "hotcrp-assignments", "hotcrp-assignments.csv");
    expect(again.body.result.counts.assignments).toMatchObject({ created: 0, updated: 2 });
  });

  it("names a lead among the paper's reviewers and sets tags (a private one the importer's), again idempotently", async () => {
    const { chair, confId } = await newConference();
    expect((await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json")).status).toBe(200);
    expect((await importFile(chair, confId, "hotcrp-assignments", "hotcrp-assignments.csv")).status).toBe(200);
    // pc.one reviews paper 18, whose author is at another institution's domain
    const file = Buffer.from(
      "paper,action,email,tag,tag_value\n" +
        "18,lead,pc.one@example.org,,\n" +
        "17,tag,,Discuss,2\n" +
        "17,tag,,~~Award,\n" +
        "18,tag,,~mine#1,\n",
    );
    const first = await importFile(chair, confId, "hotcrp-assignments", file);
    expect(first.status, JSON.stringify(first.body.result?.refused)).toBe(200);
    expect(first.body.result.counts).toMatchObject({ leads: { created: 1 }, tags: { created: 3, updated: 0 } });
    const again = await importFile(chair, confId, "hotcrp-assignments", file);
    expect(again.body.result.counts.leads).toBeUndefined();
    expect(again.body.result.counts.tags).toEqual({ created: 0, updated: 3, removed: 0 });
    const tags = await t.ctx.db
      .selectFrom("paper_tags")
      .innerJoin("papers", "papers.id", "paper_tags.paper_id")
      .select(["papers.external_id", "paper_tags.name", "paper_tags.visibility", "paper_tags.owner_key"])
      .select("paper_tags.value")
      .where("papers.conf_id", "=", confId)
      .execute();
    expect(tags.sort((a, b) => (a.name < b.name ? -1 : 1))).toEqual([
      { external_id: "17", name: "discuss", visibility: "shared", owner_key: 0, value: 2 },
      { external_id: "18", name: "~mine", visibility: "private", owner_key: chair.id, value: 1 },
      { external_id: "17", name: "~~award", visibility: "chair", owner_key: 0, value: null },
    ]);
    const lead = await t.ctx.db
      .selectFrom("paper_meta_reviews")
      .innerJoin("papers", "papers.id", "paper_meta_reviews.paper_id")
      .innerJoin("users", "users.id", "paper_meta_reviews.lead_user_id")
      .select(["papers.external_id", "users.email"])
      .where("papers.conf_id", "=", confId)
      .execute();
    expect(lead).toEqual([{ external_id: "18", email: at("pc.one@example.org") }]);

    const bad = await importFile(
      chair,
      confId,
      "hotcrp-assignments",
      Buffer.from(
        "paper,action,email,tag\n17,lead,pc.two@example.org,\n17,tag,,not a tag\n17,lead,author.only@example.org,\n",
      ),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.result.refused).toEqual([
      {
        line: 2,
        reason: at("pc.two@example.org is not a reviewer of paper 17: a lead is one of its assigned reviewers."),
      },
      {
        line: 3,
        reason: '"not a tag" is not a tag name (letters, digits, _ : -, an optional ~ or ~~ and #value).',
      },
      { line: 4, reason: at("author.only@example.org is not on the programme committee.") },
    ]);
  });

  it("refuses a lead with a derived conflict (an author's mail domain), as POST /paper/lead does", async () => {
    const { chair, confId } = await newConference();
    expect((await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json")).status).toBe(200);
    // pc.one was assigned paper 17 before the import could judge it (no import assigns it now) and
    // shares its authors' mail domain: no stored conflict row, a derived one
    const paper17 = await t.ctx.db
      .selectFrom("papers")
      .select("id")
      .where("conf_id", "=", confId)
      .where("external_id", "=", "17")
      .executeTakeFirstOrThrow();
    const pcOne = await t.ctx.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", at("pc.one@example.org"))
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .deleteFrom("paper_conflicts")
      .where("paper_id", "=", paper17.id)
      .where("user_id", "=", pcOne.id)
      .execute();
    await t.ctx.db
      .insertInto("paper_reviewers")
      .values({ paper_id: paper17.id, user_id: pcOne.id, assigned_by: chair.id, assigned_at: new Date().toISOString() })
      .execute();
    const res = await importFile(
      chair,
      confId,
      "hotcrp-assignments",
      Buffer.from("paper,action,email\n17,lead,pc.one@example.org\n"),
    );
    expect(res.status).toBe(422);
    expect(res.body.result.refused).toEqual([
      {
        line: 2,
        reason: at(
          "pc.one@example.org has a conflict with paper 17. Conflict of interest (Same institution): " +
            `Same institution as an author of the paper (${domain}example.org).`,
        ),
      },
    ]);
    const leads = await t.ctx.db
      .selectFrom("paper_meta_reviews")
      .innerJoin("papers", "papers.id", "paper_meta_reviews.paper_id")
      .select("paper_meta_reviews.id")
      .where("papers.conf_id", "=", confId)
      .execute();
    expect(leads).toHaveLength(0);
  });

  it("hotcrp-json papers bring their tags", async () => {
    const { chair, confId } = await newConference();
    const papers = [
      {
        pid: 7,
        title: "Tagged",
        authors: [{ email: "tagged@example.org", first: "Tå", last: "Gged" }],
        tags: ["Accepted", "discuss#3"],
      },
      {
        pid: 8,
        title: "Tagged too",
        authors: [{ email: "tagged@example.org", first: "Tå", last: "Gged" }],
        tags: "short ~~hidden",
      },
    ];
    const answer = await importFile(chair, confId, "hotcrp-json", Buffer.from(JSON.stringify(papers)));
    expect(answer.status, JSON.stringify(answer.body.result?.refused)).toBe(200);
    expect(answer.body.result.counts.tags).toEqual({ created: 4, updated: 0, removed: 0 });
    const tags = await t.ctx.db
      .selectFrom("paper_tags")
      .innerJoin("papers", "papers.id", "paper_tags.paper_id")
      .select(["papers.external_id", "paper_tags.name", "paper_tags.value"])
      .where("papers.conf_id", "=", confId)
      .execute();
    const key = (r: { external_id: string | null; name: string }) => `${r.external_id} ${r.name}`;
    expect(tags.sort((a, b) => (key(a) < key(b) ? -1 : 1))).toEqual([
      { external_id: "7", name: "accepted", value: null },
      { external_id: "7", name: "discuss", value: 3 },
      { external_id: "8", name: "short", value: null },
      { external_id: "8", name: "~~hidden", value: null },
    ]);
  });

  it("refuses assigning a conflicted PC member", async () => {
    const { chair, confId } = await newConference();
    expect((await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json")).status).toBe(200);
    const answer = await importFile(
      chair,
      confId,
      "hotcrp-assignments",
      Buffer.from("paper,action,email\n17,primary,pc.one@example.org\n"),
      { dry_run: "1" },
    );
    expect(answer.body.result.refused).toEqual([
      {
        line: 2,
        reason: at("pc.one@example.org has a conflict with paper 17. Conflict of interest (Collaborator): Imported."),
      },
    ]);
  });

  it("refuses assigning a member who only shares the authors' mail domain, as POST /paper/reviewer-assign does", async () => {
    const { chair, confId } = await newConference();
    expect((await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json")).status).toBe(200);
    // pc.two has no conflict row with paper 17, but an author of it writes from pc.two's institution
    const stored = await t.ctx.db
      .selectFrom("paper_conflicts")
      .innerJoin("papers", "papers.id", "paper_conflicts.paper_id")
      .innerJoin("users", "users.id", "paper_conflicts.user_id")
      .select("users.email")
      .where("papers.conf_id", "=", confId)
      .where("papers.external_id", "=", "17")
      .execute();
    expect(stored).toEqual([{ email: at("pc.one@example.org") }]);
    const why = at(
      "PC.Two@example.org has a conflict with paper 17. Conflict of interest (Same institution): " +
        `Same institution as an author of the paper (${domain}example.org).`,
    );
    const rows = ["primary", "secondary", "pcreview", "review"].map((action) => `17,${action},PC.Two@example.org`);
    const file = Buffer.from(`paper,action,email\n${rows.join("\n")}\n`);
    const dry = await importFile(chair, confId, "hotcrp-assignments", file, { dry_run: "1" });
    expect(dry.body.result.refused).toEqual(rows.map((_, i) => ({ line: i + 2, reason: why })));
    const real = await importFile(chair, confId, "hotcrp-assignments", file);
    expect(real.status).toBe(422);
    expect(real.body.result.refused).toEqual(dry.body.result.refused);
    const assigned = await t.ctx.db
      .selectFrom("paper_reviewers")
      .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
      .select("paper_reviewers.id")
      .where("papers.conf_id", "=", confId)
      .execute();
    expect(assigned).toEqual([]);
  });
});

describe("easychair", () => {
  it("submissions, then authors, PC and reviews, with unknown columns listed", async () => {
    const { chair, confId } = await newConference();
    const subs = await importFile(chair, confId, "easychair-submissions", "easychair-submissions.csv");
    expect(subs.status, JSON.stringify(subs.body.result?.refused)).toBe(200);
    expect(subs.body.result.ignored_columns).toEqual(["Authors", "Submitted", "Form fields"]);
    expect(subs.body.result.counts.papers).toMatchObject({ created: 2 });
    const papers = await t.ctx.db
      .selectFrom("papers")
      .select(["external_id", "paper_title", "keywords", "abstract", "status"])
      .where("conf_id", "=", confId)
      .orderBy("external_id")
      .execute();
    expect(papers).toEqual([
      {
        external_id: "101",
        paper_title: 'Graphs, "quoted" and more',
        keywords: "graphs, trees",
        abstract: "Multi\nline abstract",
        status: 35,
      },
      { external_id: "102", paper_title: "Ørsted revisited", keywords: "", abstract: "Magnetism.", status: 20 },
    ]);
    const dup = await importFile(chair, confId, "easychair-authors", "easychair-authors-duplicate.csv", {
      dry_run: "1",
    });
    expect(dup.body.result.refused).toEqual([
      { line: 5, reason: at("CHLOE@example.fr is listed twice as an author of submission 102.") },
    ]);
    const authors = await importFile(chair, confId, "easychair-authors", "easychair-authors.csv");
    expect(authors.status).toBe(200);
    expect(authors.body.result.counts).toMatchObject({ papers: { updated: 2 }, authors: { created: 3 } });
    const owner = await t.ctx.db
      .selectFrom("papers")
      .innerJoin("users", "users.id", "papers.created_by")
      .select("users.email")
      .where("papers.conf_id", "=", confId)
      .where("external_id", "=", "101")
      .executeTakeFirstOrThrow();
    expect(owner.email).toBe(at("ana@example.pt"));
    const pc = await importFile(chair, confId, "easychair-pc", "easychair-pc.csv");
    expect(pc.body.result.ignored_columns).toEqual(["Extra column"]);
    expect(pc.body.result.counts.pc_members).toMatchObject({ created: 2 });
    const missing = await importFile(chair, confId, "easychair-pc", "easychair-pc-missing-column.csv", {
      dry_run: "1",
    });
    expect(missing.body.result.refused).toEqual([{ line: 1, reason: 'The header has no "email" column.' }]);
    const reviews = await importFile(chair, confId, "easychair-reviews", "easychair-reviews.csv");
    expect(reviews.status, JSON.stringify(reviews.body.result?.refused)).toBe(200);
    expect(reviews.body.result.counts.assignments).toMatchObject({ created: 1 });
    expect(reviews.body.result.counts.reviews).toEqual({ created: 1, updated: 0, removed: 0 });
    const reviewOf101 = async () => {
      const row = await t.ctx.db
        .selectFrom("paper_reviewers")
        .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
        .innerJoin("users", "users.id", "paper_reviewers.user_id")
        .select(["paper_reviewers.id", "users.email", "reviewer_evaluation", "reviewer_confidence", "reviewer_remarks"])
        .select(["paper_reviewers.answers", "paper_reviewers.reviewed_at"])
        .where("papers.conf_id", "=", confId)
        .where("papers.external_id", "=", "101")
        .executeTakeFirstOrThrow();
      const versions = await t.ctx.db
        .selectFrom("review_versions")
        .select("version")
        .where("paper_reviewer_id", "=", row.id)
        .execute();
      return { ...row, versions: versions.length };
    };
    // the review's scores and text are the reviewer's submitted review on the (default) form
    expect(await reviewOf101()).toMatchObject({
      email: at("pc.one@example.org"),
      reviewer_evaluation: 2,
      reviewer_confidence: 4,
      reviewer_remarks: "Good.",
      versions: 1,
    });
    expect(JSON.parse((await reviewOf101()).answers!)).toMatchObject({
      reviewer_evaluation: 2,
      reviewer_confidence: 4,
      reviewer_remarks: "Good.",
    });
    // the same file again changes nothing; a changed text is a new version of the review
    const again = await importFile(chair, confId, "easychair-reviews", "easychair-reviews.csv");
    expect(again.body.result.counts.reviews).toBeUndefined();
    expect((await reviewOf101()).versions).toBe(1);
    const changed = Buffer.from(
      "Submission #,Reviewer email,Text,Scores\n" +
        '101,pc.one@example.org,"Très bien.\nSecond line.","overall evaluation: -1\nReviewer\'s confidence: 5"\n',
    );
    const update = await importFile(chair, confId, "easychair-reviews", changed);
    expect(update.status, JSON.stringify(update.body.result?.refused)).toBe(200);
    expect(update.body.result.counts.reviews).toEqual({ created: 0, updated: 1, removed: 0 });
    expect(await reviewOf101()).toMatchObject({
      reviewer_evaluation: -1,
      reviewer_confidence: 5,
      reviewer_remarks: "Très bien.\nSecond line.",
      versions: 2,
    });
    // a score off the form's scale refuses the file: nothing of it is written
    const offScale = Buffer.from("Submission #,Reviewer email,Text,Total score\n101,pc.one@example.org,New text,7\n");
    const refused = await importFile(chair, confId, "easychair-reviews", offScale);
    expect(refused.status).toBe(422);
    expect(refused.body.result.refused).toEqual([
      {
        line: 2,
        reason: at(
          'Review of submission 101 by pc.one@example.org: the overall evaluation 7 is not on the scale of "Evaluation" (-3, -2, -1, 0, 1, 2, 3).',
        ),
      },
    ]);
    expect((await reviewOf101()).reviewer_remarks).toBe("Très bien.\nSecond line.");
  });

  it("the PC's Role column: chairs chair the import's track, PC roles join the PC, an unknown role is reported", async () => {
    const { chair, confId, trackId } = await newConference();
    // an unproven address: its chair role and PC membership are held, as HotCRP's chair is
    await createUser(t.app, t.ctx, { email: at("zoe.chair@example.org"), verified: false });
    const before = await snapshot(confId);
    const dry = await importFile(chair, confId, "easychair-pc", "easychair-pc-roles.csv", { dry_run: "1" });
    expect(dry.status, dry.body.message).toBe(200);
    expect(await snapshot(confId)).toEqual(before);
    const real = await importFile(chair, confId, "easychair-pc", "easychair-pc-roles.csv");
    expect(real.status, JSON.stringify(real.body.result?.refused)).toBe(200);
    expect({ ...real.body.result, dry_run: true }).toEqual(dry.body.result);
    expect(real.body.result.refused).toEqual([]);
    expect(real.body.result.counts).toEqual({
      pc_members: { created: 5, updated: 0, removed: 0 },
      track_chairs: { created: 2, updated: 0, removed: 0 },
    });
    expect(real.body.result.held).toEqual([
      { email: at("zoe.chair@example.org"), role: "pc_member" },
      { email: at("zoe.chair@example.org"), role: "track_chair" },
    ]);
    const known = "(PC member, senior PC member, associate chair, chair, track chair and superchair are)";
    expect(real.body.result.ignored).toEqual([
      {
        line: 5,
        reason: at(
          `juergen@example.org: the role "Observer" is not imported ${known}; juergen@example.org is not imported.`,
        ),
      },
      {
        line: 6,
        reason: at(
          `chloe@example.org: the role "subreviewer" is not imported ${known}; the row imports by its other roles.`,
        ),
      },
    ]);
    expect(real.body.result.accounts.created.sort()).toEqual(
      [at("an@example.org"), at("chloe@example.org"), at("lukasz@example.org"), at("soren.track@example.org")].sort(),
    );
    const people = await t.ctx.db
      .selectFrom("users")
      .select(["email", "first_name", "last_name", "affiliation"])
      .where("email", "in", [at("lukasz@example.org"), at("an@example.org")])
      .orderBy("email")
      .execute();
    expect(people).toEqual([
      { email: at("an@example.org"), first_name: "Nguyễn", last_name: "Văn An", affiliation: "ĐHQG" },
      { email: at("lukasz@example.org"), first_name: "Łukasz", last_name: "Żółć", affiliation: "Politechnika Łódzka" },
    ]);
    const chairs = await t.ctx.db
      .selectFrom("track_chairs")
      .innerJoin("users", "users.id", "track_chairs.user_id")
      .select(["users.email", "track_chairs.awaiting_email_proof"])
      .where("track_chairs.track_id", "=", trackId)
      .orderBy("users.email")
      .execute();
    expect(chairs).toEqual([
      { email: at("soren.track@example.org"), awaiting_email_proof: 0 },
      { email: at("zoe.chair@example.org"), awaiting_email_proof: 1 },
    ]);
    // again: nothing new, the unknown role reported again
    const again = await importFile(chair, confId, "easychair-pc", "easychair-pc-roles.csv");
    expect(again.body.result.counts).toEqual({});
    expect(again.body.result.ignored).toEqual(real.body.result.ignored);
  });

  it("a review keeps EasyChair's Date and Time as its submission time; a date that is none refuses its line", async () => {
    const { chair, confId } = await newConference();
    expect((await importFile(chair, confId, "easychair-submissions", "easychair-submissions.csv")).status).toBe(200);
    expect((await importFile(chair, confId, "easychair-pc", "easychair-pc.csv")).status).toBe(200);
    const head = "Submission #,Reviewer email,Text,Total score,Date,Time\n";
    const bad = Buffer.from(
      head +
        "101,pc.one@example.org,Good.,2,2024-02-30,10:00\n" +
        "101,dana@example.org,Fine.,1,yesterday,\n" +
        "102,pc.one@example.org,Later.,1,2999-01-01,09:00\n" +
        "102,dana@example.org,Odd.,1,,25:00\n" +
        "101,pc.one@example.org,Late.,1,2024-03-05,24:30\n",
    );
    const refused = await importFile(chair, confId, "easychair-reviews", bad, { dry_run: "1" });
    expect(refused.status).toBe(200);
    expect(refused.body.result.refused).toEqual([
      {
        line: 2,
        reason: at(
          'Review of submission 101 by pc.one@example.org: "2024-02-30 10:00" is not a date and time (YYYY-MM-DD and HH:MM).',
        ),
      },
      {
        line: 3,
        reason: at(
          'Review of submission 101 by dana@example.org: "yesterday" is not a date and time (YYYY-MM-DD and HH:MM).',
        ),
      },
      {
        line: 4,
        reason: at(
          "Review of submission 102 by pc.one@example.org: the submission time 2999-01-01 09:00 is in the future.",
        ),
      },
      { line: 5, reason: at('Review of submission 102 by dana@example.org: the time "25:00" comes without a date.') },
      {
        line: 6,
        reason: at(
          'Review of submission 101 by pc.one@example.org: "2024-03-05 24:30" is not a date and time (YYYY-MM-DD and HH:MM).',
        ),
      },
    ]);
    expect((await importFile(chair, confId, "easychair-reviews", bad)).status).toBe(422);

    const good = Buffer.from(
      head + "101,pc.one@example.org,Good.,2,2024-03-05,14:07\n" + "102,dana@example.org,Fine.,1,,\n",
    );
    const before = Date.now();
    const answer = await importFile(chair, confId, "easychair-reviews", good);
    expect(answer.status, JSON.stringify(answer.body.result?.refused)).toBe(200);
    expect(answer.body.result.ignored_columns).toEqual([]);
    const rows = await t.ctx.db
      .selectFrom("paper_reviewers")
      .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
      .innerJoin("review_versions", "review_versions.paper_reviewer_id", "paper_reviewers.id")
      .select(["papers.external_id", "paper_reviewers.reviewed_at", "review_versions.submitted_at"])
      .where("papers.conf_id", "=", confId)
      .orderBy("papers.external_id")
      .execute();
    expect(rows[0]).toEqual({
      external_id: "101",
      reviewed_at: "2024-03-05T14:07:00.000Z",
      submitted_at: "2024-03-05T14:07:00.000Z",
    });
    // no date in the file: the time of the import
    expect(rows[1]!.external_id).toBe("102");
    expect(Date.parse(rows[1]!.reviewed_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[1]!.submitted_at).toBe(rows[1]!.reviewed_at);
  });

  it("reviews go to the custom form's fields that read as the evaluation, confidence and text", async () => {
    const { chair, confId } = await newConference();
    const now = new Date().toISOString();
    const fields = [
      {
        key: "merit",
        label: "Overall merit",
        description: "",
        type: "score",
        required: true,
        visibility: "authors",
        scale: [-2, -1, 0, 1, 2].map((value) => ({ value, label: String(value) })),
      },
      {
        key: "expertise",
        label: "Reviewer confidence",
        description: "",
        type: "score",
        required: true,
        visibility: "authors",
        scale: [1, 2, 3, 4].map((value) => ({ value, label: String(value) })),
      },
      {
        key: "pc_only",
        label: "For the PC",
        description: "",
        type: "text",
        required: true,
        visibility: "pc",
        min_words: null,
        max_words: null,
      },
      {
        key: "summary",
        label: "Summary",
        description: "",
        type: "text",
        required: true,
        visibility: "authors",
        min_words: null,
        max_words: null,
      },
    ];
    await t.ctx.db
      .insertInto("review_form_versions")
      .values({ conf_id: confId, version: 1, fields: JSON.stringify(fields), created_by: chair.id, created_at: now })
      .execute();
    expect((await importFile(chair, confId, "easychair-submissions", "easychair-submissions.csv")).status).toBe(200);
    expect((await importFile(chair, confId, "easychair-pc", "easychair-pc.csv")).status).toBe(200);
    const reviews = await importFile(chair, confId, "easychair-reviews", "easychair-reviews.csv");
    expect(reviews.status, JSON.stringify(reviews.body.result?.refused)).toBe(200);
    const row = await t.ctx.db
      .selectFrom("paper_reviewers")
      .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
      .select(["paper_reviewers.answers", "paper_reviewers.form_version"])
      .where("papers.conf_id", "=", confId)
      .executeTakeFirstOrThrow();
    expect(row.form_version).toBe(1);
    expect(JSON.parse(row.answers!)).toEqual({ merit: 2, expertise: 4, pc_only: null, summary: "Good." });
  });
});

describe("who may import, and bad input", () => {
  it("is for the conference's chairs and administrators", async () => {
    const { confId } = await newConference();
    const stranger = await createUser(t.app, t.ctx);
    expect((await importFile(stranger, confId, "hotcrp-json", "hotcrp-papers.json", { dry_run: "1" })).status).toBe(
      403,
    );
  });

  it("refuses an unknown format, a missing file and a track of another conference (422)", async () => {
    const { chair, confId } = await newConference();
    const other = await newConference();
    expect((await importFile(chair, confId, "openreview", "hotcrp-papers.json")).status).toBe(422);
    expect((await importFile(chair, confId, "hotcrp-json", Buffer.alloc(0))).status).toBe(422);
    expect(
      (await importFile(chair, confId, "hotcrp-json", "hotcrp-papers.json", { track_id: String(other.trackId) }))
        .status,
    ).toBe(422);
  });
});
