// Personal API tokens for scripts: made once and answered once, listed without the secret, revoked,
// expiring; a read token refused on every write of the route table, no token on an account call,
// deactivation revoking, and the audit trail naming the token that acted.
import { describe, expect, it } from "vitest";
import { accountRoutes } from "../src/http/tokenScopes.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import { call } from "./support/testApp.js";
import { useTestApp } from "./support/useTestApp.js";

const t = useTestApp();

async function makeToken(who: TestUser, scopes: string[], expires_in_days = 30, name = "script") {
  const answer = await call(t.app, "POST", "/users/api-tokens", {
    token: who.token,
    body: { name, scopes, expires_in_days },
  });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.result as { id: number; token: string; scopes: string[]; expires_at: string };
}

/** A concrete path for a route pattern: every parameter 1, a wildcard one file name. */
const pathOf = (url: string) =>
  url
    .replace(/^\/api/, "")
    .replace(/:[A-Za-z_]+/g, "1")
    .replace("*", "x");

const READ_ONLY = "This API token has the read scope only; this call needs the write scope.";
const NO_ACCOUNT = "A personal API token cannot be used for account calls; sign in instead.";

describe("making and listing tokens", () => {
  it("answers the prefixed token once, keeps only its hash, and lists it without the secret", async () => {
    const owner = await createUser(t.app, t.ctx);
    const made = await makeToken(owner, ["read"], 7, "nightly export");
    expect(made.token).toMatch(/^sym_[A-Za-z0-9_-]{40,}$/);
    expect(made.scopes).toEqual(["read"]);
    const days = (Date.parse(made.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const stored = await t.ctx.db
      .selectFrom("api_tokens")
      .selectAll()
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(made.token);
    expect(JSON.stringify(stored)).not.toContain(made.token);
    const listed = await call(t.app, "GET", "/users/api-tokens", { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.result).toEqual([
      {
        id: made.id,
        name: "nightly export",
        scopes: ["read"],
        created_at: expect.any(String),
        last_used_at: null,
        expires_at: made.expires_at,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(made.token);
    // write implies read
    expect((await makeToken(owner, ["write"])).scopes).toEqual(["read", "write"]);
  });

  it("refuses a lifetime outside 1-365 days, an unknown scope and no scope (422)", async () => {
    const owner = await createUser(t.app, t.ctx);
    for (const body of [
      { name: "x", scopes: ["read"], expires_in_days: 0 },
      { name: "x", scopes: ["read"], expires_in_days: 366 },
      { name: "x", scopes: ["admin"], expires_in_days: 5 },
      { name: "x", scopes: [], expires_in_days: 5 },
      { name: "", scopes: ["read"], expires_in_days: 5 },
    ]) {
      const answer = await call(t.app, "POST", "/users/api-tokens", { token: owner.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
  });

  it("signs a script in, and records when the token was last used", async () => {
    const owner = await createUser(t.app, t.ctx, { first_name: "Scripted" });
    const made = await makeToken(owner, ["read"]);
    const me = await call(t.app, "GET", `/users/${owner.id}`, { token: made.token });
    expect(me.status).toBe(200);
    expect((me.body.result as { first_name: string }[])[0]!.first_name).toBe("Scripted");
    const listed = await call(t.app, "GET", "/users/api-tokens", { token: owner.token });
    expect((listed.body.result as { last_used_at: string | null }[])[0]!.last_used_at).not.toBeNull();
  });
});

describe("scopes on every route of the route table", () => {
  it("names the account calls no token reaches", () => {
    expect([...accountRoutes()].sort()).toEqual(
      [
        "POST /api/logout",
        "POST /api/verify_email/resend",
        "POST /api/users/changePassword",
        "POST /api/users/api-tokens",
        "GET /api/users/api-tokens",
        "DELETE /api/users/api-token/:id",
      ].sort(),
    );
  });

  it("refuses a read token every write, and any token every account call (403)", async () => {
    const admin = await createAdmin(t.app, t.ctx);
    const read = await makeToken(admin, ["read"]);
    const write = await makeToken(admin, ["read", "write"]);
    const walked: string[] = [];
    for (const route of t.routes) {
      const key = `${route.method} ${route.url}`;
      const isAccount = accountRoutes().has(key);
      // public routes never read a token; GETs are the read scope's
      const probe = isAccount ? write.token : route.method !== "GET" ? read.token : null;
      if (!probe) continue;
      const answer = await call(t.app, route.method as "POST", pathOf(route.url), { token: probe });
      const publicRoute = answer.status !== 403 && !isAccount;
      if (publicRoute) {
        // a route that answered otherwise must be one that never reads a token
        const anonymous = await call(t.app, route.method as "POST", pathOf(route.url), {});
        expect(anonymous.status, `${key} accepted a read token`).not.toBe(401);
        continue;
      }
      expect(answer.status, key).toBe(403);
      expect(answer.body.message, key).toBe(isAccount ? NO_ACCOUNT : READ_ONLY);
      walked.push(key);
    }
    expect(walked.length).toBeGreaterThan(60);
  });

  it("lets a read token through every GET that is not an account call", async () => {
    const admin = await createAdmin(t.app, t.ctx);
    const read = await makeToken(admin, ["read"]);
    for (const route of t.routes.filter((r) => r.method === "GET" && !accountRoutes().has(`${r.method} ${r.url}`))) {
      const answer = await call(t.app, "GET", pathOf(route.url), { token: read.token });
      expect(answer.status, route.url).not.toBe(401);
      expect([READ_ONLY, NO_ACCOUNT], route.url).not.toContain(answer.body.message);
    }
  });

  it("lets a write token write, and the audit trail names the token that acted", async () => {
    const owner = await createUser(t.app, t.ctx);
    const write = await makeToken(owner, ["write"]);
    const body = { first_name: "Renamed", last_name: "By Script", country: "Germany", affiliation: "Scripted Uni" };
    const answer = await call(t.app, "POST", "/users/profile-update", { token: write.token, body });
    expect(answer.status, answer.body.message).toBe(200);
    const entry = await t.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "user.update")
      .where("entity_id", "=", owner.id)
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(owner.id);
    expect(Number(entry.api_token_id)).toBe(write.id);
    // the same call from the browser session names no token
    expect((await call(t.app, "POST", "/users/profile-update", { token: owner.token, body })).status).toBe(200);
    const rows = await t.ctx.db
      .selectFrom("audit_log")
      .select("api_token_id")
      .where("action", "=", "user.update")
      .where("entity_id", "=", owner.id)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => (r.api_token_id === null ? null : Number(r.api_token_id)))).toEqual([write.id, null]);
  });

  it("names the right token when token and browser writes run at the same time", async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => createUser(t.app, t.ctx)));
    const tokens = await Promise.all(people.map((p) => makeToken(p, ["write"])));
    const body = { first_name: "Busy", last_name: "Writer", country: "Germany", affiliation: "Scripted Uni" };
    // each person writes twice at once, once with their token and once from their browser session
    const answers = await Promise.all(
      people.flatMap((p, i) => [
        call(t.app, "POST", "/users/profile-update", { token: tokens[i]!.token, body }),
        call(t.app, "POST", "/users/profile-update", { token: p.token, body }),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const [i, person] of people.entries()) {
      const rows = await t.ctx.db
        .selectFrom("audit_log")
        .select("api_token_id")
        .where("action", "=", "user.update")
        .where("entity_id", "=", person.id)
        .execute();
      const named = rows.map((r) => (r.api_token_id === null ? null : Number(r.api_token_id)));
      expect(named.sort()).toEqual([tokens[i]!.id, null].sort());
    }
  });
});

describe("revocation and expiry", () => {
  it("a revoked token answers 401 and leaves the list; another user's token is not found", async () => {
    const owner = await createUser(t.app, t.ctx);
    const other = await createUser(t.app, t.ctx);
    const made = await makeToken(owner, ["read"]);
    expect((await call(t.app, "DELETE", `/users/api-token/${made.id}`, { token: other.token })).status).toBe(404);
    const revoked = await call(t.app, "DELETE", `/users/api-token/${made.id}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    expect((await call(t.app, "GET", `/users/${owner.id}`, { token: made.token })).status).toBe(401);
    expect((await call(t.app, "GET", "/users/api-tokens", { token: owner.token })).body.result).toEqual([]);
    expect((await call(t.app, "DELETE", `/users/api-token/${made.id}`, { token: owner.token })).status).toBe(404);
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity_type", "=", "api_token")
      .where("entity_id", "=", made.id)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "user.api_token.create", actor_id: owner.id },
      { action: "user.api_token.revoke", actor_id: owner.id },
    ]);
  });

  it("an expired token answers 401", async () => {
    const owner = await createUser(t.app, t.ctx);
    const made = await makeToken(owner, ["read"], 1);
    await t.ctx.db
      .updateTable("api_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", made.id)
      .execute();
    expect((await call(t.app, "GET", `/users/${owner.id}`, { token: made.token })).status).toBe(401);
  });

  it("deactivating or deleting the user revokes their tokens", async () => {
    const admin = await createAdmin(t.app, t.ctx);
    for (const how of ["deactivate", "delete"] as const) {
      const owner = await createUser(t.app, t.ctx);
      const made = await makeToken(owner, ["write"]);
      const answer =
        how === "deactivate"
          ? await call(t.app, "POST", "/users/update", {
              token: admin.token,
              body: {
                user_id: owner.id,
                first_name: "Gone",
                last_name: "",
                country: "Germany",
                affiliation: "U",
                status: 0,
              },
            })
          : await call(t.app, "DELETE", `/users/${owner.id}`, { token: admin.token });
      expect(answer.status, answer.body.message).toBe(200);
      const row = await t.ctx.db
        .selectFrom("api_tokens")
        .select("revoked_at")
        .where("id", "=", made.id)
        .executeTakeFirstOrThrow();
      expect(row.revoked_at, how).not.toBeNull();
      expect((await call(t.app, "GET", `/users/${owner.id}`, { token: made.token })).status).toBe(401);
    }
  });

  it("a password change keeps the tokens unless the owner asks to revoke them", async () => {
    const owner = await createUser(t.app, t.ctx);
    const kept = await makeToken(owner, ["read"]);
    const change = (revoke_api_tokens?: boolean, to = "a brand new long password") =>
      call(t.app, "POST", "/users/changePassword", {
        token: owner.token,
        body: { old_password: owner.password, new_password: to, confirm_password: to, revoke_api_tokens },
      });
    expect((await change()).status).toBe(200);
    expect((await call(t.app, "GET", `/users/${owner.id}`, { token: kept.token })).status).toBe(200);
    owner.password = "a brand new long password";
    expect((await change(true, "yet another long password")).status).toBe(200);
    expect((await call(t.app, "GET", `/users/${owner.id}`, { token: kept.token })).status).toBe(401);
  });
});

describe("the API documentation", () => {
  it("has a Scripting section: token auth, paging, errors and rate limits with runnable examples", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      info: { description: string };
    };
    const text = doc.info.description;
    for (const part of [
      "## Scripting",
      "Authorization: Bearer $TOKEN",
      "per_page",
      "### Errors",
      "### Rate limits",
      "429",
      "curl -s",
    ])
      expect(text).toContain(part);
  });
});
