import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, signIn } from "../../test/render";
import { api, apiRequest, configureApiClient, resetApiClientState } from "./client";
import { ApiError, NETWORK_ERROR_MESSAGE, NOT_AUTHORIZED_MESSAGE } from "./errors";

const notify = vi.hoisted(() => ({ notifyError: vi.fn() }));
vi.mock("../../components/notify", () => ({ notifyError: notify.notifyError }));

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("api client", () => {
  const navigate = vi.fn();
  const onSignedOut = vi.fn();

  beforeEach(() => {
    navigate.mockReset();
    onSignedOut.mockReset();
    notify.notifyError.mockReset();
    configureApiClient({ navigate, onSignedOut });
  });
  afterEach(() => {
    resetApiClientState();
    vi.useRealTimers();
  });

  it("answers the envelope and sends the bearer token, JSON body and query", async () => {
    signIn();
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: "ok", result: { id: 3 } }));
    const res = await api.post<{ id: number }>(
      "/users/update",
      { first_name: "A" },
      { query: { page: 2, empty: "", none: undefined } },
    );
    expect(res).toEqual({ success: true, message: "ok", result: { id: 3 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/users/update?page=2");
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer test-token");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(init!.body).toBe(JSON.stringify({ first_name: "A" }));
  });

  it("sends FormData as multipart (no JSON content type) and no token for public calls", async () => {
    signIn();
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: "", result: null }));
    const form = new FormData();
    form.set("a", "1");
    await api.post("/register", form, { auth: false });
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers["Content-Type"]).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
  });

  it("takes an answer the shell asked for early, once, when it would send the same GET with the same token", async () => {
    signIn();
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: "", result: "asked" }));
    const early = (result: string) => Promise.resolve(jsonResponse(200, { success: true, message: "", result }));
    window.__symposiaEarly = {
      "/api/conference": { token: "test-token", response: early("early") },
      "/api/site/cfp-list": { token: "test-token", response: early("early") },
    };
    try {
      expect((await api.get("/conference")).result).toBe("early");
      expect(fetchMock).not.toHaveBeenCalled();
      // given once: a second call asks the server
      expect((await api.get("/conference")).result).toBe("asked");
      // asked with a token the call would not send: not used
      expect((await api.get("/site/cfp-list", { auth: false })).result).toBe("asked");
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      delete window.__symposiaEarly;
    }
  });

  it("maps a network failure to code 601 with the spec's text", async () => {
    mockFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = await caught(api.get("/users"));
    expect(error.code).toBe(601);
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("maps every other failure to code 199 with the server's message and field errors", async () => {
    mockFetch(() =>
      jsonResponse(422, {
        success: false,
        message: "Validation failed.",
        result: { email: ["This email is already registered."] },
      }),
    );
    const error = await caught(api.post("/register", {}, { auth: false }));
    expect(error.code).toBe(199);
    expect(error.status).toBe(422);
    expect(error.message).toBe("Validation failed.");
    expect(error.fieldError("email")).toBe("This email is already registered.");

    mockFetch(() => new Response("Bad gateway", { status: 502 }));
    const plain = await caught(api.get("/users"));
    expect(plain.code).toBe(199);
    expect(plain.message).toBe("Bad gateway");
  });

  it("on a 401 of a signed-in call: code 401, the not-authorized alert, then sign-out and / after 2 s", async () => {
    vi.useFakeTimers();
    signIn();
    mockFetch(() => jsonResponse(401, { success: false, message: "Your session has expired.", result: null }));
    const error = await caught(api.get("/users/1"));
    expect(error.code).toBe(401);
    expect(error.message).toBe("Your session has expired.");
    expect(notify.notifyError).toHaveBeenCalledWith(NOT_AUTHORIZED_MESSAGE, 2000);

    vi.advanceTimersByTime(1999);
    expect(localStorage.getItem("access_token")).toBe("test-token");
    expect(navigate).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(localStorage.getItem("email")).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("signs out only once when several calls answer 401, and honours a per-call delay", async () => {
    vi.useFakeTimers();
    signIn();
    mockFetch(() => jsonResponse(401, { success: false, message: "Unauthorized", result: null }));
    await caught(
      apiRequest("POST", "/users/changePassword", { body: {}, unauthorized: { notify: false, delayMs: 6000 } }),
    );
    await caught(api.get("/users/1"));
    expect(notify.notifyError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("access_token")).toBeNull();
  });

  it("does not sign anyone out when a call without a token answers 401 (a failed login)", async () => {
    vi.useFakeTimers();
    mockFetch(() => jsonResponse(401, { success: false, message: "Invalid email or password.", result: null }));
    const error = await caught(api.post("/login", { email: "a@b.c", password: "x" }, { auth: false }));
    expect(error.code).toBe(401);
    vi.advanceTimersByTime(10_000);
    expect(navigate).not.toHaveBeenCalled();
    expect(notify.notifyError).not.toHaveBeenCalled();
  });
});
