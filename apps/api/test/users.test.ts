import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";

let t: TestApp;
let admin: TestUser;
let people: TestUser[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.ctx);
  people = [];
  // 25 users with sortable, searchable names: Zed00..Zed24 (prefix "Zed" is unique to this file)
  for (let i = 0; i < 25; i++) {
    people.push(
      await createUser(t.app, t.ctx, {
        first_name: `Zed${String(i).padStart(2, "0")}`,
        last_name: i % 2 === 0 ? "Even" : "Odd",
        affiliation: `Lab ${String(25 - i).padStart(2, "0")}`,
      }),
    );
  }
});
afterAll(async () => {
  await t.close();
});

describe("GET /users (ADMIN)", () => {
  it("refuses a non-admin with 403 and an anonymous caller with 401", async () => {
    expect((await call(t.app, "GET", "/users", { token: people[0]!.token })).status).toBe(403);
    expect((await call(t.app, "GET", "/users")).status).toBe(401);
  });

  it("pages with per_page and page and reports the total", async () => {
    const first = await call(t.app, "GET", "/users", {
      token: admin.token,
      query: { param_search: "zed", per_page: 10, page: 1, order_by: "first_name", order_type: "asc" },
    });
    expect(first.status).toBe(200);
    expect(first.body.result.total).toBe(25);
    expect(first.body.result.data).toHaveLength(10);
    expect(first.body.result.data[0].first_name).toBe("Zed00");
    const last = await call(t.app, "GET", "/users", {
      token: admin.token,
      query: { param_search: "zed", per_page: 10, page: 3, order_by: "first_name" },
    });
    expect(last.body.result.data.map((u: { first_name: string }) => u.first_name)).toEqual([
      "Zed20",
      "Zed21",
      "Zed22",
      "Zed23",
      "Zed24",
    ]);
    const beyond = await call(t.app, "GET", "/users", {
      token: admin.token,
      query: { param_search: "zed", per_page: 10, page: 9 },
    });
    expect(beyond.body.result).toEqual({ data: [], total: 25 });
  });

  it("defaults to 50 per page and refuses other page sizes, bad columns and bad pages with 422", async () => {
    const all = await call(t.app, "GET", "/users", { token: admin.token });
    expect(all.body.result.data.length).toBeLessThanOrEqual(50);
    expect(all.body.result.total).toBeGreaterThanOrEqual(26);
    const badQueries: Record<string, string | number>[] = [
      { per_page: 15 },
      { order_by: "password_hash" },
      { order_type: "sideways" },
      { page: 0 },
      { page: "abc" },
    ];
    for (const query of badQueries) {
      const res = await call(t.app, "GET", "/users", { token: admin.token, query });
      expect(res.status).toBe(422);
      expect(res.body.success).toBe(false);
    }
  });

  it("sorts by every column in both directions", async () => {
    const desc = await call(t.app, "GET", "/users", {
      token: admin.token,
      query: { param_search: "zed", order_by: "affiliation", order_type: "desc", per_page: 10 },
    });
    expect(desc.body.result.data[0].affiliation).toBe("Lab 25");
    const asc = await call(t.app, "GET", "/users", {
      token: admin.token,
      query: { param_search: "zed", order_by: "affiliation", order_type: "ASC", per_page: 10 },
    });
    expect(asc.body.result.data[0].affiliation).toBe("Lab 01");
    for (const column of ["last_name", "email", "country", "status"]) {
      const res = await call(t.app, "GET", "/users", {
        token: admin.token,
        query: { order_by: column, order_type: "desc" },
      });
      expect(res.status).toBe(200);
    }
  });

  it("searches by prefix of first name, last name or email, case-insensitively, and treats % literally", async () => {
    const byLast = await call(t.app, "GET", "/users", {
      token: admin.token,
      query: { param_search: "eVe", per_page: 50 },
    });
    expect(byLast.body.result.data.every((u: { last_name: string }) => u.last_name === "Even")).toBe(true);
    expect(byLast.body.result.total).toBe(13);
    const byEmail = await call(t.app, "GET", "/users", {
      token: admin.token,
      query: { param_search: people[3]!.email.slice(0, 12).toUpperCase() },
    });
    expect(byEmail.body.result.data.some((u: { id: number }) => u.id === people[3]!.id)).toBe(true);
    const wildcard = await call(t.app, "GET", "/users", { token: admin.token, query: { param_search: "%" } });
    expect(wildcard.body.result.total).toBe(0);
  });

  it("never answers password hashes", async () => {
    const res = await call(t.app, "GET", "/users", { token: admin.token });
    expect(JSON.stringify(res.body)).not.toContain("password");
  });
});

describe("GET /users/{id}", () => {
  it("answers the user themself and ADMIN as a list whose first item is the user", async () => {
    const me = people[0]!;
    const own = await call(t.app, "GET", `/users/${me.id}`, { token: me.token });
    expect(own.status).toBe(200);
    expect(own.body.result[0]).toMatchObject({ id: me.id, email: me.email, status: 1 });
    expect((await call(t.app, "GET", `/users/${me.id}`, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, "GET", `/users/${me.id}`, { token: people[1]!.token })).status).toBe(403);
    expect((await call(t.app, "GET", "/users/999999", { token: admin.token })).status).toBe(404);
    expect((await call(t.app, "GET", "/users/abc", { token: admin.token })).status).toBe(422);
  });
});

describe("profile updates", () => {
  it("lets a user update their own profile with first_name, country and affiliation required", async () => {
    const me = await createUser(t.app, t.ctx);
    const bad = await call(t.app, "POST", "/users/profile-update", {
      token: me.token,
      body: { first_name: "", country: "Atlantis", affiliation: "" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.result).sort()).toEqual(["affiliation", "country", "first_name"]);
    const ok = await call(t.app, "POST", "/users/profile-update", {
      token: me.token,
      body: { first_name: "Grace", country: "United States", affiliation: "Navy" },
    });
    expect(ok.status).toBe(200);
    const after = await call(t.app, "GET", `/users/${me.id}`, { token: me.token });
    expect(after.body.result[0]).toMatchObject({
      first_name: "Grace",
      last_name: "",
      country: "United States",
      affiliation: "Navy",
    });
  });

  it("lets only ADMIN update another user", async () => {
    const target = await createUser(t.app, t.ctx);
    const body = {
      user_id: target.id,
      first_name: "Renamed",
      last_name: "Person",
      country: "France",
      affiliation: "CNRS",
    };
    expect((await call(t.app, "POST", "/users/update", { token: people[0]!.token, body })).status).toBe(403);
    expect((await call(t.app, "POST", "/users/update", { token: admin.token, body })).status).toBe(200);
    const after = await call(t.app, "GET", `/users/${target.id}`, { token: admin.token });
    expect(after.body.result[0].first_name).toBe("Renamed");
    expect(
      (await call(t.app, "POST", "/users/update", { token: admin.token, body: { ...body, user_id: 999999 } })).status,
    ).toBe(404);
  });
});

describe("DELETE /users/{id}", () => {
  it("deactivates and hides the user, revokes their sessions, and refuses self-deletion", async () => {
    const target = await createUser(t.app, t.ctx, { first_name: "Doomed" });
    expect((await call(t.app, "DELETE", `/users/${target.id}`, { token: people[0]!.token })).status).toBe(403);
    expect((await call(t.app, "DELETE", `/users/${admin.id}`, { token: admin.token })).status).toBe(409);
    expect((await call(t.app, "DELETE", `/users/${target.id}`, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, "GET", `/users/${target.id}`, { token: target.token })).status).toBe(401);
    const list = await call(t.app, "GET", "/users", { token: admin.token, query: { param_search: "Doomed" } });
    expect(list.body.result.total).toBe(0);
    const row = await t.ctx.db
      .selectFrom("users")
      .select(["status", "deleted_at"])
      .where("id", "=", target.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(0);
    expect(row.deleted_at).not.toBeNull();
    expect((await call(t.app, "DELETE", `/users/${target.id}`, { token: admin.token })).status).toBe(404);
  });
});

describe("GET /search-users", () => {
  it("needs 2 characters, matches prefixes of active users only, and answers at most 20", async () => {
    // ADMIN picks users; who else may is covered by hardening-accounts.test.ts
    const me = admin;
    expect((await call(t.app, "GET", "/search-users", { token: me.token, query: { param_search: "z" } })).status).toBe(
      422,
    );
    const res = await call(t.app, "GET", "/search-users", { token: me.token, query: { param_search: "ZE" } });
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveLength(20);
    expect(Object.keys(res.body.result[0]).sort()).toEqual([
      "email",
      "email_verified",
      "first_name",
      "id",
      "last_name",
    ]);
    const inactive = await createUser(t.app, t.ctx, { first_name: "Qxinactive", status: 0 });
    const none = await call(t.app, "GET", "/search-users", { token: me.token, query: { param_search: "qxin" } });
    expect(none.body.result.find((u: { id: number }) => u.id === inactive.id)).toBeUndefined();
    expect((await call(t.app, "GET", "/search-users", { query: { param_search: "ze" } })).status).toBe(401);
  });
});

describe("GET /audit-log (ADMIN)", () => {
  it("lets only ADMIN read the trail, which records user changes with who and when", async () => {
    expect((await call(t.app, "GET", "/audit-log", { token: people[0]!.token })).status).toBe(403);
    const target = await createUser(t.app, t.ctx);
    await call(t.app, "POST", "/users/update", {
      token: admin.token,
      body: { user_id: target.id, first_name: "Audited", last_name: "", country: "Chile", affiliation: "U" },
    });
    const res = await call(t.app, "GET", "/audit-log", {
      token: admin.token,
      query: { entity_type: "user", entity_id: target.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data[0]).toMatchObject({ action: "user.update", actor_id: admin.id, entity_id: target.id });
    expect(res.body.result.data[0].details.first_name).toBe("Audited");
  });

  it("filters by the exact action, and refuses an action longer than 80 characters with 422", async () => {
    const target = await createUser(t.app, t.ctx);
    await call(t.app, "POST", "/users/update", {
      token: admin.token,
      body: { user_id: target.id, first_name: "Filtered", last_name: "", country: "Chile", affiliation: "U" },
    });
    const changed = await call(t.app, "POST", "/users/changePassword", {
      token: target.token,
      body: {
        old_password: target.password,
        new_password: "another-password-1",
        confirm_password: "another-password-1",
      },
    });
    expect(changed.status).toBe(200);
    const onTarget = { entity_type: "user", entity_id: target.id };

    const both = await call(t.app, "GET", "/audit-log", { token: admin.token, query: onTarget });
    expect(both.body.result.data.map((e: { action: string }) => e.action)).toEqual([
      "user.change_password",
      "user.update",
    ]);
    const updates = await call(t.app, "GET", "/audit-log", {
      token: admin.token,
      query: { ...onTarget, action: "user.update" },
    });
    expect(updates.status).toBe(200);
    expect(updates.body.result.total).toBe(1);
    expect(updates.body.result.data).toEqual([expect.objectContaining({ action: "user.update", actor_id: admin.id })]);
    // exact, not a prefix: no entry's action is just "user"
    const prefix = await call(t.app, "GET", "/audit-log", {
      token: admin.token,
      query: { ...onTarget, action: "user" },
    });
    expect(prefix.body.result).toEqual({ data: [], total: 0 });

    const tooLong = await call(t.app, "GET", "/audit-log", { token: admin.token, query: { action: "a".repeat(81) } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.success).toBe(false);
    expect(tooLong.body.result).toHaveProperty("action");
  });
});
