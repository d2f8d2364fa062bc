import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { HandedToTheApp } from "@symposia/domain";
import { readSession, storeSession } from "./auth/session";
import { keepSessionOfServerScreen } from "./serverScreen";

/** The page as the server sends it: #root, then the block it hands the app. */
function pageHanding(handed: unknown): void {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = "symposia-answers";
  block.textContent = typeof handed === "string" ? handed : JSON.stringify(handed);
  document.body.append(block);
}

const AT_LOGIN = {
  id: 7,
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.org",
  role: "USER",
  email_verified: false,
};

const RENDERED_FOR_ADA: HandedToTheApp = {
  for: 7,
  // since the login: the address confirmed in another browser, made an administrator, renamed
  session: {
    first_name: "Augusta",
    last_name: "King",
    email: "ada@example.org",
    role: "ADMIN",
    email_verified: true,
  },
  answers: {},
};

describe("the stored session, on a page whose first screen the server rendered", () => {
  beforeEach(() => storeSession(AT_LOGIN, "token-7"));
  afterEach(() => {
    localStorage.clear();
    document.body.replaceChildren();
  });

  it("becomes the user the server rendered the screen for, with the same token", () => {
    pageHanding(RENDERED_FOR_ADA);
    keepSessionOfServerScreen();
    expect(readSession()).toEqual({ access_token: "token-7", id: 7, ...RENDERED_FOR_ADA.session });
  });

  it("shows the banner again when the server says the address is unconfirmed (a session stored before confirmation was kept)", () => {
    localStorage.removeItem("email_verified"); // an older stored session: counted as confirmed
    expect(readSession()!.email_verified).toBe(true);
    pageHanding({ ...RENDERED_FOR_ADA, session: { ...RENDERED_FOR_ADA.session, email_verified: false } });
    keepSessionOfServerScreen();
    expect(readSession()!.email_verified).toBe(false);
  });

  it("stays as stored when the page was rendered for someone else, for a visitor, or cannot be read", () => {
    const stored = readSession();
    for (const handed of [{ ...RENDERED_FOR_ADA, for: 8 }, { for: null, session: null, answers: {} }, "{ not json"]) {
      pageHanding(handed);
      keepSessionOfServerScreen();
      expect(readSession(), JSON.stringify(handed)).toEqual(stored);
      document.body.replaceChildren();
    }
    keepSessionOfServerScreen(); // no block at all
    expect(readSession()).toEqual(stored);
  });

  it("stores nothing for a browser that is signed out", () => {
    localStorage.clear();
    pageHanding(RENDERED_FOR_ADA);
    keepSessionOfServerScreen();
    expect(localStorage.length).toBe(0);
  });
});
