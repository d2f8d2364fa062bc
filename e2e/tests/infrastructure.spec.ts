import { adminToken, apiCall, registerUser } from "../support/api.js";
import { waitForMail, linkIn } from "../support/mailbox.js";
import { expect, test } from "../support/fixtures.js";

// Checks the harness itself, so a broken stack fails here with a clear message rather than in
// every journey: the server is healthy, the admin exists, and mail reaches the SMTP peer.
test.describe("e2e stack", () => {
  test("the server is healthy and the admin can sign in", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    const users = await apiCall<{ data: unknown[]; total: number }>("GET", "/users", {
      token: await adminToken(),
      query: { per_page: 10 },
    });
    expect(users.status).toBe(200);
    expect(users.body.result.total).toBeGreaterThan(0);
  });

  test("a forgot-password mail arrives at the SMTP peer with a link to this server", async ({ baseURL }) => {
    const account = await registerUser();
    const answer = await apiCall("POST", "/get_link", { json: { email: account.email, op_type: "FORGOT_PASSWORD" } });
    expect(answer.status).toBe(200);
    const mail = await waitForMail(account.email, { subject: /reset your password/i });
    expect(linkIn(mail).startsWith(`${baseURL}/`)).toBe(true);
  });
});
