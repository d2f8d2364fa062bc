// Rows of the matrix: platform routes (health, API docs), accounts and users.
import { DEFAULT_PASSWORD, uniqueEmail } from "../../support/factories.js";
import { ADMIN_ONLY, type MatrixCase, everyone, signedIn } from "../callers.js";

const docs = (url: string, path: string, status = 200): MatrixCase => ({
  route: `GET /api${url}`,
  build: async () => ({ method: "GET", path }),
  expect: everyone(status),
});

export const accountCases: MatrixCase[] = [
  {
    route: "GET /api/health",
    build: async () => ({ method: "GET", path: "/health" }),
    expect: everyone(),
    publicAnswer: true,
  },
  // The API documentation is public (the old static entry point redirects to /docs).
  docs("/docs", "/docs"),
  docs("/docs/static/index.html", "/docs/static/index.html", 302),
  docs("/docs/static/swagger-initializer.js", "/docs/static/swagger-initializer.js"),
  docs("/docs/json", "/docs/json"),
  docs("/docs/yaml", "/docs/yaml"),
  docs("/docs/static/*", "/docs/static/swagger-ui.css"),
  {
    route: "POST /api/login",
    // the one signing in is the bystander, whose own email the answer carries
    build: async (w) => ({
      method: "POST",
      path: "/login",
      body: { email: w.bystander.email, password: DEFAULT_PASSWORD },
    }),
    expect: everyone(),
    publicAnswer: true,
    answerEmail: (w) => w.bystander.email,
  },
  {
    route: "POST /api/register",
    build: async () => ({
      method: "POST",
      path: "/register",
      body: {
        first_name: "Reg",
        last_name: "Istrant",
        email: uniqueEmail("register"),
        country: "Portugal",
        affiliation: "Uni",
        password: "long enough password",
      },
    }),
    expect: everyone(),
    publicAnswer: true,
  },
  {
    route: "POST /api/get_link",
    build: async (w) => ({
      method: "POST",
      path: "/get_link",
      body: { email: w.bystander.email, op_type: "FORGOT_PASSWORD" },
    }),
    expect: everyone(),
    publicAnswer: true,
  },
  {
    route: "POST /api/set_password",
    build: async (w) => {
      const target = await w.newBystander();
      const token = await w.resetToken(target.id);
      return {
        method: "POST",
        path: "/set_password",
        body: { token, new_password: "another long password", confirm_password: "another long password" },
      };
    },
    expect: everyone(),
    publicAnswer: true,
  },
  // the world has an administrator, so the first-run form is closed for everyone (setup.test.ts)
  {
    route: "GET /api/setup",
    build: async () => ({ method: "GET", path: "/setup" }),
    expect: everyone(),
    publicAnswer: true,
  },
  {
    route: "POST /api/setup/admin",
    build: async () => ({
      method: "POST",
      path: "/setup/admin",
      body: { first_name: "Ada", last_name: "Admin", email: uniqueEmail("setup"), password: "a long first password" },
    }),
    expect: everyone(409),
    publicAnswer: true,
  },
  {
    route: "POST /api/verify_email",
    build: async (w) => ({
      method: "POST",
      path: "/verify_email",
      body: { token: await w.verificationToken((await w.newBystander()).id) },
    }),
    expect: everyone(),
    publicAnswer: true,
  },
  // the world's users have proven their addresses already: 409 for every signed-in caller
  {
    route: "POST /api/verify_email/resend",
    build: async () => ({ method: "POST", path: "/verify_email/resend" }),
    expect: signedIn("all", 403, 409),
  },
  {
    route: "POST /api/logout",
    // a throwaway session: logging out must not end the caller's session the other rows use
    build: async (w, caller) => ({
      method: "POST",
      path: "/logout",
      token: caller === "anonymous" || caller === "deactivated" ? undefined : await w.newSession(w.users[caller].id),
    }),
    expect: signedIn("all"),
  },
  {
    route: "POST /api/users/changePassword",
    build: async (w, caller) => ({
      method: "POST",
      path: "/users/changePassword",
      token: caller === "anonymous" || caller === "deactivated" ? undefined : await w.newSession(w.users[caller].id),
      body: { old_password: DEFAULT_PASSWORD, new_password: DEFAULT_PASSWORD, confirm_password: DEFAULT_PASSWORD },
    }),
    expect: signedIn("all"),
    // a password change revokes the caller's other sessions, the main one among them
    after: async (w, caller) => {
      if (caller !== "anonymous" && caller !== "deactivated") await w.renewToken(caller);
    },
  },
  // personal API tokens: every signed-in caller manages their own
  {
    route: "POST /api/users/api-tokens",
    build: async () => ({
      method: "POST",
      path: "/users/api-tokens",
      body: { name: "matrix", scopes: ["read"], expires_in_days: 30 },
    }),
    expect: signedIn("all"),
  },
  {
    route: "GET /api/users/api-tokens",
    build: async () => ({ method: "GET", path: "/users/api-tokens" }),
    expect: signedIn("all"),
  },
  {
    route: "DELETE /api/users/api-token/:id",
    // a fresh token of the caller's own each time (anonymous: a token of the bystander)
    build: async (w, caller) => {
      const owner = caller === "anonymous" ? w.bystander.id : w.users[caller].id;
      const now = new Date().toISOString();
      const row = await w.t.ctx.db
        .insertInto("api_tokens")
        .values({
          user_id: owner,
          name: "matrix",
          token_hash: `matrix-${Math.random()}`,
          scopes: "read",
          created_at: now,
          expires_at: "2999-01-01T00:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { method: "DELETE", path: `/users/api-token/${row.id}` };
    },
    expect: signedIn("all"),
  },
  { route: "GET /api/users", build: async () => ({ method: "GET", path: "/users" }), expect: signedIn(ADMIN_ONLY) },
  {
    route: "GET /api/users/:id",
    build: async (w) => ({ method: "GET", path: `/users/${w.bystander.id}` }),
    expect: signedIn(ADMIN_ONLY),
  },
  {
    route: "POST /api/users/profile-update",
    // the caller's own names again: other rows look for these names in answers
    build: async (w, caller) => {
      const me = caller === "anonymous" ? { first_name: "Nobody", last_name: "" } : w.users[caller];
      return {
        method: "POST",
        path: "/users/profile-update",
        body: {
          first_name: me.first_name,
          last_name: me.last_name,
          country: "Germany",
          affiliation: "Example University",
        },
      };
    },
    expect: signedIn("all"),
  },
  {
    route: "POST /api/users/update",
    build: async (w) => {
      const target = await w.newBystander();
      return {
        method: "POST",
        path: "/users/update",
        body: {
          user_id: target.id,
          first_name: "Edited",
          last_name: "Bystander",
          country: "Portugal",
          affiliation: "Uni",
        },
      };
    },
    expect: signedIn(ADMIN_ONLY),
  },
  {
    route: "DELETE /api/users/:id",
    build: async (w) => ({ method: "DELETE", path: `/users/${(await w.newBystander()).id}` }),
    expect: signedIn(ADMIN_ONLY),
  },
  // only those who manage something that needs a user picker
  {
    route: "GET /api/search-users",
    build: async () => ({ method: "GET", path: "/search-users", query: { param_search: "Be" } }),
    expect: signedIn(["trackChair", "otherTrackChair", "ocMember", "superchair", "admin"]),
  },
  {
    route: "GET /api/audit-log",
    build: async (w) => ({ method: "GET", path: "/audit-log", query: { conf_id: w.confId } }),
    expect: signedIn(ADMIN_ONLY),
    scopedToConference: true,
  },
];
