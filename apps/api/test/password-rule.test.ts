import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_BLANK, PASSWORD_TOO_COMMON, PASSWORD_TOO_SIMPLE } from "@symposia/domain";
import { createPasswordLink } from "../src/features/accounts/passwordTokens.js";
import { call, createTestApp, TEST_ENGINE, type TestApp } from "./support/testApp.js";
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from "./support/factories.js";
import { throwawayDatabase } from "./support/throwawayDb.js";

// Common, leaked and trivial passwords are refused wherever a password is chosen, with a message
// that says why (422 naming the field); nothing is written.

/** [password, why]: the two of the report, the top of every leak list, and a sprayed favourite */
const WEAK: [string, string][] = [
  ["12345678", PASSWORD_TOO_COMMON],
  ["        ", PASSWORD_BLANK],
  ["password1", PASSWORD_TOO_COMMON],
  ["Summer2024", PASSWORD_TOO_COMMON],
  ["qwerty123456", PASSWORD_TOO_COMMON],
  ["aaaaaaaaaaaa", PASSWORD_TOO_SIMPLE],
];
const STRONG = "tangerine lighthouse ferry";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get("token")!);
const registration = (email: string, password: string) => ({
  first_name: "Wea",
  last_name: "K",
  email,
  country: "Norway",
  affiliation: "Lab",
  password,
});

describe(`weak passwords are refused (${TEST_ENGINE})`, () => {
  it("at registration; no account is made", async () => {
    for (const [password, why] of WEAK) {
      const email = uniqueEmail("weak");
      const res = await call(t.app, "POST", "/register", { body: registration(email, password) });
      expect(res.status, password).toBe(422);
      expect(res.body.result.password).toContain(why);
      expect(
        await t.ctx.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst(),
      ).toBeUndefined();
    }
    const ok = await call(t.app, "POST", "/register", { body: registration(uniqueEmail("strong"), STRONG) });
    expect(ok.status).toBe(200);
  });

  it("when a password is set through a mailed link (reset, invitation); the link stays usable", async () => {
    const user = await createUser(t.app, t.ctx);
    const token = tokenOf(await createPasswordLink(t.ctx.db, t.config, user.id, "FORGOT_PASSWORD"));
    for (const [password, why] of WEAK) {
      const res = await call(t.app, "POST", "/set_password", {
        body: { token, new_password: password, confirm_password: password },
      });
      expect(res.status, password).toBe(422);
      expect(res.body.result.new_password).toContain(why);
    }
    expect(
      (await call(t.app, "POST", "/set_password", { body: { token, new_password: STRONG, confirm_password: STRONG } }))
        .status,
    ).toBe(200);
    expect((await call(t.app, "POST", "/login", { body: { email: user.email, password: STRONG } })).status).toBe(200);
  });

  it("on a password change; the old password keeps working", async () => {
    const user = await createUser(t.app, t.ctx);
    for (const [password, why] of WEAK) {
      const body = { old_password: DEFAULT_PASSWORD, new_password: password, confirm_password: password };
      const res = await call(t.app, "POST", "/users/changePassword", { token: user.token, body });
      expect(res.status, password).toBe(422);
      expect(res.body.result.new_password).toContain(why);
    }
    expect(
      (await call(t.app, "POST", "/login", { body: { email: user.email, password: DEFAULT_PASSWORD } })).status,
    ).toBe(200);
  });

  it("by the first-run setup form; the form stays open", async () => {
    const fresh = await createTestApp();
    try {
      for (const [password, why] of WEAK) {
        const res = await call(fresh.app, "POST", "/setup/admin", {
          body: { first_name: "Ada", last_name: "Admin", email: uniqueEmail("first"), password },
        });
        expect(res.status, password).toBe(422);
        expect(res.body.result.password).toContain(why);
      }
      expect((await call(fresh.app, "GET", "/setup")).body.result).toEqual({ needed: true });
    } finally {
      await fresh.close();
    }
  });

  it("by npm run create-admin and ADMIN_PASSWORD (exit code 2, the reason printed, no account made)", async () => {
    const db = await throwawayDatabase(TEST_ENGINE, process.env.TEST_DATABASE_URL, "weakadmin");
    try {
      const email = uniqueEmail("cli");
      const run = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ["--import", "tsx", "src/cli/create-admin.ts", "--email", email, "--password", "12345678"],
          {
            cwd: path.resolve(import.meta.dirname, ".."),
            env: { ...process.env, DATABASE_URL: db.url },
            stdio: ["ignore", "pipe", "pipe"],
          },
        );
        let output = "";
        child.stdout.on("data", (d: Buffer) => (output += d.toString()));
        child.stderr.on("data", (d: Buffer) => (output += d.toString()));
        child.on("exit", (code) => resolve({ code, output }));
      });
      expect(run.code).toBe(2);
      expect(run.output).toContain(PASSWORD_TOO_COMMON);
    } finally {
      await db.drop();
    }
    // the start-up path shares the account service's check
    const { ensureAdmin } = await import("../src/features/accounts/service.js");
    const email = uniqueEmail("env");
    await expect(ensureAdmin(t.ctx, email, "        ")).rejects.toMatchObject({
      statusCode: 422,
      message: PASSWORD_BLANK,
    });
    expect(
      await t.ctx.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst(),
    ).toBeUndefined();
  }, 60_000);
});
