// Rows of the matrix: the caller's own publication list, and computed affinity (chairs).
import { nowIso } from "../../../src/db/time.js";
import { type CallerKey, CONFIGURERS, type MatrixCase, TRACK_RUNNERS, onPaper, signedIn } from "../callers.js";
import type { World } from "../world.js";

/** A publication of the user, inserted directly (the cells that delete one). */
async function publicationOf(w: World, userId: number): Promise<number> {
  const row = await w.t.ctx.db
    .insertInto("user_publications")
    .values({
      user_id: userId,
      title: "Matrix Paper",
      abstract: null,
      year: 2024,
      venue: null,
      source: "manual",
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const ownerOf = (w: World, caller: CallerKey) => (caller === "anonymous" ? w.bystander.id : w.users[caller].id);

export const publicationCases: MatrixCase[] = [
  {
    route: "GET /api/users/publications",
    build: async () => ({ method: "GET", path: "/users/publications" }),
    expect: signedIn("all"),
  },
  {
    route: "POST /api/users/publications",
    build: async () => ({
      method: "POST",
      path: "/users/publications",
      body: { publications: [{ title: "Matrix Paper by Hand", year: 2023, coauthors: ["Ann Example"] }] },
    }),
    expect: signedIn("all"),
  },
  {
    route: "DELETE /api/users/publication/:id",
    variant: "one's own",
    build: async (w, caller) => ({
      method: "DELETE",
      path: `/users/publication/${await publicationOf(w, ownerOf(w, caller))}`,
    }),
    expect: signedIn("all"),
  },
  {
    route: "DELETE /api/users/publication/:id",
    variant: "someone else's (not found for everyone)",
    build: async (w) => ({ method: "DELETE", path: `/users/publication/${await publicationOf(w, w.bystander.id)}` }),
    expect: signedIn("all", 404, 404),
  },
  // computed affinity: the conference's chairs start it and watch it; the paper's chairs see its matches
  {
    route: "POST /api/conference/affinity-compute/:confId",
    build: async (w) => ({ method: "POST", path: `/conference/affinity-compute/${w.confId}`, body: {} }),
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "GET /api/conference/affinity-compute-progress/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/affinity-compute-progress/${w.confId}` }),
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "GET /api/paper/affinity-matches/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/affinity-matches/${w.paperId}` }),
    expect: onPaper(TRACK_RUNNERS),
    listsProgrammeCommittee: true,
  },
];
