import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/connection.js";
import { migrateToLatest } from "../src/db/migrate.js";

describe("structured logs", () => {
  it("never contain passwords or tokens", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = openDatabase("sqlite::memory:");
    await migrateToLatest(database.db);
    const config = { ...loadConfig({}), webDist: undefined, runMailWorker: false };
    const { app } = await buildApp({ config, database, logger: { level: "trace", stream } });
    const password = "super-secret-password-42";
    const body = { first_name: "Log", last_name: "Test", email: "log@example.org", country: "Germany", affiliation: "Lab", password };
    await app.inject({ method: "POST", url: "/api/register", payload: body });
    const login = await app.inject({ method: "POST", url: "/api/login", payload: { email: body.email, password } });
    const token = login.json().result.access_token as string;
    await app.inject({ method: "GET", url: "/api/users/1", headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: "POST", url: "/api/login", payload: "{broken" , headers: { "content-type": "application/json" } });
    await app.close();
    await database.close();
    const output = lines.join("");
    expect(output.length).toBeGreaterThan(0);
    expect(output).toContain("request completed");
    expect(output).not.toContain(password);
    expect(output).not.toContain(token);
  });
});
