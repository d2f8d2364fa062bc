import { describe, expect, it } from "vitest";
import type { ScreenRenderContext, SignedInSession } from "@symposia/domain";
import { conferenceListItem } from "../test/conferenceListItem";
import { renderScreen } from "./renderScreen";

// The server's entry renders the app's own screens with what the server gives it: the caller and
// the API's answers to them (apps/api/src/http/renderedPage.ts). What it renders is read here as
// text, the way the page carries it.

function session(id: number, first_name: string): SignedInSession {
  return {
    id,
    first_name,
    last_name: "Tester",
    email: `${first_name}@example.org`,
    role: "USER",
    email_verified: true,
    access_token: `token-${id}`,
  };
}

const conference = (id: number, acronym: string) => conferenceListItem(id, { acronym_title: acronym });

const ok = (result: unknown) => ({ status: 200, body: JSON.stringify({ success: true, message: "", result }) });
const refused = (status: number) => ({
  status,
  body: JSON.stringify({ success: false, message: "No.", result: null }),
});

/** A context whose API answers by URL; it records what was asked. */
function contextFor(
  caller: SignedInSession | null,
  answers: Record<string, ReturnType<typeof ok>>,
  viewportWidth = 1280,
) {
  const asked: string[] = [];
  const context: ScreenRenderContext = {
    session: caller,
    async get(url) {
      asked.push(url);
      // answered a little later, as the API does, so concurrent renders interleave
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answers[url.split("?")[0]!] ?? refused(404);
    },
    sanitizeHtml: (html) => html.replace(/<script[\s\S]*?<\/script>/g, ""),
    viewportWidth,
  };
  return { context, asked };
}

const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, "").replace(/<[^>]+>/g, " ");

describe("the server's render of a first screen", () => {
  it("lays the frame out for the caller's window: the collapse control on a desktop, not on a phone", async () => {
    const answers = { "/api/conference": ok([conference(3, "ICSE-X")]), "/api/paper/my-subreviews": ok([]) };
    const desktop = await renderScreen("http://localhost/conference", contextFor(session(7, "Grace"), answers).context);
    const phone = await renderScreen(
      "http://localhost/conference",
      contextFor(session(7, "Grace"), answers, 375).context,
    );
    expect(desktop!.html).toContain('aria-label="Collapse menu"');
    expect(phone!.html).not.toContain('aria-label="Collapse menu"');
    expect(text(phone!.html)).toContain("ICSE-X");
  });

  it("renders the conference list for its caller, with the frame's name and the caller's conferences", async () => {
    const { context, asked } = contextFor(session(7, "Grace"), {
      "/api/conference": ok([conference(3, "ICSE-X")]),
      "/api/paper/my-subreviews": ok([]),
    });
    const screen = await renderScreen("http://localhost/conference", context);
    expect(screen?.patterns).toContain("/conference");
    const shown = text(screen!.html);
    expect(shown).toContain("All Conference");
    expect(shown).toContain("ICSE-X");
    expect(shown).toContain("Grace");
    expect(asked).toEqual(expect.arrayContaining(["/api/conference", "/api/paper/my-subreviews"]));
  });

  it("keeps concurrent callers apart: each page holds its own caller and answers", async () => {
    const grace = contextFor(session(7, "Grace"), {
      "/api/conference": ok([conference(3, "GRACE-CONF")]),
      "/api/paper/my-subreviews": ok([]),
    });
    const alan = contextFor(session(8, "Alan"), {
      "/api/conference": ok([conference(4, "ALAN-CONF")]),
      "/api/paper/my-subreviews": ok([]),
    });
    const [forGrace, forAlan] = await Promise.all([
      renderScreen("http://localhost/conference", grace.context),
      renderScreen("http://localhost/conference", alan.context),
    ]);
    expect(text(forGrace!.html)).toContain("GRACE-CONF");
    expect(text(forGrace!.html)).not.toMatch(/ALAN-CONF|Alan/);
    expect(text(forAlan!.html)).toContain("ALAN-CONF");
    expect(text(forAlan!.html)).not.toMatch(/GRACE-CONF|Grace/);
  });

  it("renders a refused screen as the refusal the app shows", async () => {
    const { context } = contextFor(session(7, "Grace"), {
      "/api/conference/5": refused(403),
      "/api/paper/my-subreviews": ok([]),
    });
    const screen = await renderScreen("http://localhost/conference/papers/5", context);
    expect(text(screen!.html)).toContain("You do not have access to this page");
  });

  it("renders nothing of a signed-in screen without a session, nor a screen with no first answers", async () => {
    const { context, asked } = contextFor(null, {});
    expect(await renderScreen("http://localhost/conference", context)).toBeNull();
    expect(await renderScreen("http://localhost/user/profile", contextFor(session(7, "Grace"), {}).context)).toBeNull();
    expect(asked).toEqual([]);
  });

  it("renders the public CFP list for a visitor, asking without a token", async () => {
    const { context, asked } = contextFor(null, { "/api/site/cfp-list": ok({ data: [], total: 0 }) });
    const screen = await renderScreen("http://localhost/cfp-list", context);
    expect(text(screen!.html)).toContain("Call for Papers");
    expect(asked).toEqual(["/api/site/cfp-list"]);
  });
});
