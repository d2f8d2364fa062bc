import { describe, expect, it } from "vitest";
import { appWithCapturedLogs } from "./support/logCapture.js";

describe("structured logs", () => {
  it("never contain passwords or tokens", async () => {
    const { app, lines, close } = await appWithCapturedLogs("trace");
    const password = "super-secret-password-42";
    const body = {
      first_name: "Log",
      last_name: "Test",
      email: "log@example.org",
      country: "Germany",
      affiliation: "Lab",
      password,
    };
    await app.inject({ method: "POST", url: "/api/register", payload: body });
    const login = await app.inject({ method: "POST", url: "/api/login", payload: { email: body.email, password } });
    const token = login.json().result.access_token as string;
    await app.inject({ method: "GET", url: "/api/users/1", headers: { authorization: `Bearer ${token}` } });
    await app.inject({
      method: "POST",
      url: "/api/login",
      payload: "{broken",
      headers: { "content-type": "application/json" },
    });
    await close();
    const output = lines.join("");
    expect(output.length).toBeGreaterThan(0);
    expect(output).toContain("request completed");
    expect(output).not.toContain(password);
    expect(output).not.toContain(token);
  });
});
