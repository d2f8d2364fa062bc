// GET/POST/DELETE /conference/saved-searches/{confId}: the chairs' named searches.
import { describe, expect, it } from "vitest";
import { call } from "./support/testApp.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";
import { buildReviewWorld } from "./reviews.world.js";

const t = useTestApp();
const w = useWorld(t, (t) => buildReviewWorld(t));
const path = () => `/conference/saved-searches/${w.confId}`;

describe("saved searches", () => {
  it("a chair saves, lists, replaces by name and deletes", async () => {
    const saved = await call(t.app, "POST", path(), {
      token: w.chair.token,
      body: { name: "Late ones", q: "re:late status:undecided" },
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.result).toEqual([
      expect.objectContaining({ name: "Late ones", q: "re:late status:undecided", created_by: w.chair.id }),
    ]);
    const again = await call(t.app, "POST", path(), {
      token: w.trackChair.token,
      body: { name: "Late ones", q: "re:late" },
    });
    expect(again.body.result).toHaveLength(1);
    expect(again.body.result[0].q).toBe("re:late");
    const list = await call(t.app, "GET", path(), { token: w.oc.token });
    expect(list.body.result).toHaveLength(1);
    const del = await call(t.app, "DELETE", path(), { token: w.chair.token, query: { id: list.body.result[0].id } });
    expect(del.status, del.body.message).toBe(200);
    expect((await call(t.app, "GET", path(), { token: w.chair.token })).body.result).toEqual([]);
    const gone = await call(t.app, "DELETE", path(), { token: w.chair.token, query: { id: list.body.result[0].id } });
    expect(gone.status).toBe(404);
  });

  it("reviewers and authors may not keep them; bad input is 422", async () => {
    for (const who of [w.reviewer1, w.author])
      expect((await call(t.app, "GET", path(), { token: who.token })).status).toBe(403);
    expect((await call(t.app, "POST", path(), { token: w.chair.token, body: { name: "", q: "x" } })).status).toBe(422);
    expect((await call(t.app, "POST", path(), { token: w.chair.token, body: { name: "x", q: "" } })).status).toBe(422);
    expect((await call(t.app, "DELETE", path(), { token: w.chair.token, query: { id: "abc" } })).status).toBe(422);
  });
});
