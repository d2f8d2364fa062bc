import { afterEach, describe, expect, it } from "vitest";
import { signOut, storeSession } from "./session";
import { SESSION_COOKIE, syncSessionCookie } from "./sessionCookie";

const cookieValue = () =>
  document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);

const USER = { id: 7, first_name: "Ada", last_name: "Lovelace", email: "ada@example.org", role: "USER" };

afterEach(() => {
  signOut();
});

describe("the session cookie the server renders a first screen from", () => {
  it("is written with the stored session and goes with the sign-out", () => {
    storeSession(USER, "tok/en+1");
    expect(cookieValue()).toBe(encodeURIComponent("tok/en+1"));
    signOut();
    expect(cookieValue()).toBeUndefined();
  });

  it("is set again at start for a session stored without it, and cleared when no session is stored", () => {
    syncSessionCookie("older-token");
    expect(cookieValue()).toBe("older-token");
    syncSessionCookie("newer-token");
    expect(cookieValue()).toBe("newer-token");
    syncSessionCookie(null);
    expect(cookieValue()).toBeUndefined();
  });
});
