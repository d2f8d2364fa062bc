import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin } from "./support/factories.js";

// "First run": the one-time "Create the administrator account" form.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const admin = (email: string) => ({ first_name: "Ada", last_name: "Admin", email, password: "a long first password" });

describe("first-run setup", () => {
  it("is open on a fresh site, makes one ADMIN even when two requests race, and is closed for good afterwards", async () => {
    expect((await call(t.app, "GET", "/setup")).body.result).toEqual({ needed: true });
    const [a, b] = await Promise.all([
      call(t.app, "POST", "/setup/admin", { body: admin("first@example.org") }),
      call(t.app, "POST", "/setup/admin", { body: admin("second@example.org") }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const admins = await t.ctx.db
      .selectFrom("users")
      .select(["email", "role", "email_verified_at"])
      .where("role", "=", "ADMIN")
      .execute();
    expect(admins).toHaveLength(1);
    expect(admins[0]!.email_verified_at).not.toBeNull();
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("action", "=", "user.setup_admin")
      .execute();
    expect(audit).toHaveLength(1);

    const login = await call(t.app, "POST", "/login", {
      body: { email: admins[0]!.email, password: "a long first password" },
    });
    expect(login.body.result.user).toMatchObject({ role: "ADMIN", email_verified: true });
    expect((await call(t.app, "GET", "/setup")).body.result).toEqual({ needed: false });
    const late = await call(t.app, "POST", "/setup/admin", { body: admin("late@example.org") });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ success: false, code: "conflict" });

    // closed for good: even with every administrator deactivated, the form stays shut
    await t.ctx.db.updateTable("users").set({ status: 0 }).where("role", "=", "ADMIN").execute();
    expect((await call(t.app, "GET", "/setup")).body.result).toEqual({ needed: false });
    expect((await call(t.app, "POST", "/setup/admin", { body: admin("again@example.org") })).status).toBe(409);
  });

  it("is closed when an administrator was made another way (ADMIN_EMAIL, create-admin)", async () => {
    await createAdmin(t.app, t.ctx);
    expect((await call(t.app, "GET", "/setup")).body.result).toEqual({ needed: false });
    expect((await call(t.app, "POST", "/setup/admin", { body: admin("x@example.org") })).status).toBe(409);
  });

  it("checks the fields (422)", async () => {
    const res = await call(t.app, "POST", "/setup/admin", { body: { email: "nope", password: "short" } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.result).sort()).toEqual(["email", "first_name", "password"]);
    expect((await call(t.app, "GET", "/setup")).body.result).toEqual({ needed: true });
  });
});
