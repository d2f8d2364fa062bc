// bad input: payloads built from each route's Zod schema and then broken (missing and
// extra fields, wrong types, nulls, empty and 1 MB strings, odd Unicode, numbers out of range),
// bad path parameters, bodies that are not JSON, malformed multipart, lying file types and ids
// of another conference. Every answer is a 4xx in the envelope, never a 5xx, and a refused
// request leaves every table exactly as it was (see fuzz/judge.ts).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "./authz/world.js";
import { asSent, asText, collect, judged, methodOf, send } from "./fuzz/judge.js";
import { applyMutation, badText, badValue, describeMutation, fieldMutation } from "./fuzz/mutations.js";
import {
  BAD_PARAMS,
  BAD_TYPE_PARAMS,
  badParamsFor,
  LYING_CFP_FILES,
  LYING_IMAGES,
  LYING_PAPER_FILES,
  MALFORMED_BODIES,
  MALFORMED_MULTIPART,
  foreignRequests,
  refusedByParamSchema,
  urlWithBadParam,
} from "./fuzz/structural.js";
import { FUZZ_TARGETS, type FuzzTarget } from "./fuzz/targets.js";
import { MINIMAL_PDF } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";

/** Runs per route and property: enough to meet every kind of breakage, few enough for ~60 s. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** FUZZ_SEED replays the run a failure reported. */
const SEED = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};

/** The tests that walk the whole route table grow with it (about 140 routes now): a minute is not a limit on any one call. */
const ROUTE_WALK_TIMEOUT_MS = 180_000;

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const SCHEMA_REFUSES = "the route's schema refuses it";
const target = (route: string) => FUZZ_TARGETS.find((f) => f.route === route)!;

describe("the fuzz targets", () => {
  it("name routes of the server's route table", () => {
    const registered = new Set(t.routes.map((r) => `${r.method} ${r.url}`));
    expect(FUZZ_TARGETS.map((f) => f.route).filter((r) => !registered.has(r))).toEqual([]);
  });

  // Breaking a payload proves something only if the unbroken one reaches the action.
  it("start from valid payloads that their schema and the server accept", async () => {
    const refused: string[] = [];
    for (const f of FUZZ_TARGETS) {
      const request = await f.prepare(w);
      const parsed = f.schema.safeParse(asSent(f, request.fields));
      if (!parsed.success) refused.push(`${f.route}: the schema refuses the valid payload (${parsed.error.message})`);
      const answer = await send(w, f, request, request.fields);
      if (answer.status !== 200) refused.push(`${f.route}: answered ${answer.status} ${answer.body.message}`);
    }
    expect(refused).toEqual([]);
  });
});

async function breakFields(f: FuzzTarget): Promise<void> {
  const values = f.kind === "json" ? badValue : badText;
  await fc.assert(
    fc.asyncProperty(fieldMutation(f.keys, values), async (mutation) => {
      const request = await f.prepare(w);
      const fields = applyMutation(request.fields, mutation);
      const mustRefuse = f.schema.safeParse(asSent(f, fields)).success ? false : SCHEMA_REFUSES;
      await judged(w, `${f.route} ${describeMutation(mutation)}`, mustRefuse, () => send(w, f, request, fields));
    }),
    { numRuns: RUNS, ...SEED },
  );
}

describe("broken fields", () => {
  for (const f of FUZZ_TARGETS) it(`${f.route} (${f.kind})`, () => breakFields(f));

  it("whole JSON bodies of the wrong shape", async () => {
    const jsonTargets = FUZZ_TARGETS.filter((f) => f.kind === "json");
    const shapes = fc.constantFrom<unknown>(null, [], [1, 2], "text", 42, true, { nested: { deeper: [null] } });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...jsonTargets), shapes, async (f, body) => {
        const request = await f.prepare(w);
        const raw = JSON.stringify(body);
        await judged(
          w,
          `${f.route} with the body ${raw}`,
          f.schema.safeParse(body ?? {}).success ? false : SCHEMA_REFUSES,
          () =>
            call(t.app, methodOf(f.route), request.path, {
              token: request.token,
              body: raw,
              headers: { "content-type": "application/json" },
            }),
        );
      }),
      { numRuns: RUNS * 2, ...SEED },
    );
  });
});

// PostgreSQL cannot store U+0000 in text, SQLite can: the only answer that is the same on both
// engines is a refusal. Checked on every text field, since the random runs meet it only rarely.
describe("a NUL character in a text field", () => {
  it(
    "is refused on every route, and changes nothing",
    async () => {
      const failures: string[] = [];
      for (const f of FUZZ_TARGETS) {
        const probe = await f.prepare(w);
        // passwords and tokens are hashed, never stored as text
        const textKeys = Object.keys(probe.fields).filter(
          (k) => (f.kind !== "json" || typeof probe.fields[k] === "string") && !/password|token/.test(k),
        );
        for (const key of textKeys) {
          const request = await f.prepare(w);
          const fields = { ...request.fields, [key]: `nul\u0000${String(request.fields[key])}` };
          await collect(failures, () =>
            judged(w, `${f.route} ${key} with U+0000`, "PostgreSQL cannot store U+0000, so no engine may take it", () =>
              send(w, f, request, fields),
            ),
          );
        }
      }
      expect(failures).toEqual([]);
    },
    ROUTE_WALK_TIMEOUT_MS,
  );
});

describe("bad path parameters", () => {
  it("are all refused by the parameter schemas", () => {
    expect(BAD_PARAMS.filter((v) => !refusedByParamSchema("id", v))).toEqual([]);
    expect(BAD_TYPE_PARAMS.filter((v) => !refusedByParamSchema("type", v))).toEqual([]);
  });

  it(
    "are refused on every route of the route table that has parameters",
    async () => {
      const routes = t.routes.filter((r) => r.url.includes(":"));
      const failures: string[] = [];
      for (const route of routes) {
        const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        await collect(failures, () =>
          fc.assert(
            fc.asyncProperty(
              fc.constantFrom(...params).chain((p) => fc.tuple(fc.constant(p), fc.constantFrom(...badParamsFor(p)))),
              async ([param, bad]) => {
                const path = urlWithBadParam(w, route.url, param, bad);
                const method = route.method as "GET" | "POST" | "DELETE";
                await judged(w, `${route.method} ${path}`, "the parameter is invalid", () =>
                  call(t.app, method, path, { token: w.users.admin.token, body: method === "POST" ? {} : undefined }),
                );
              },
            ),
            { numRuns: 3, ...SEED },
          ),
        );
      }
      expect(failures).toEqual([]);
    },
    ROUTE_WALK_TIMEOUT_MS,
  );
});

describe("bodies that are not what the route reads", () => {
  it(
    "malformed JSON and foreign content types are refused on every POST route",
    async () => {
      // Which routes read a body, from the server's own OpenAPI document (JSON bodies and multipart).
      const spec = t.app.swagger() as {
        paths: Record<string, Record<string, { requestBody?: unknown; consumes?: unknown }>>;
      };
      const readsBody = (url: string) => {
        const operation = spec.paths[url.replace(/:(\w+)/g, "{$1}")]?.post;
        return Boolean(operation?.requestBody || operation?.consumes);
      };
      const posts = t.routes.filter((r) => r.method === "POST");
      expect(posts.filter((r) => readsBody(r.url)).length).toBeGreaterThan(20);
      const failures: string[] = [];
      for (const route of posts) {
        const path = urlWithBadParam(w, route.url, "", "");
        for (const bad of MALFORMED_BODIES) {
          if (bad.onlyWhereBodyIsRead && !readsBody(route.url)) continue;
          await collect(failures, () =>
            judged(w, `${route.url} with ${bad.what}`, "the body is malformed", () =>
              call(t.app, "POST", path, {
                token: w.users.admin.token,
                body: bad.body,
                headers: { "content-type": bad.contentType },
              }),
            ),
          );
        }
      }
      expect(failures).toEqual([]);
    },
    ROUTE_WALK_TIMEOUT_MS,
  );

  it("malformed multipart is refused on every multipart route", async () => {
    const failures: string[] = [];
    for (const f of FUZZ_TARGETS.filter((x) => x.kind === "multipart")) {
      for (const bad of MALFORMED_MULTIPART) {
        const request = await f.prepare(w);
        const mp = multipartBody(asText(request.fields), request.files ?? []);
        const broken = bad.apply(mp.payload, mp.headers["content-type"]);
        await collect(failures, () =>
          judged(w, `${f.route} with ${bad.what}`, "the multipart body is malformed", () =>
            call(t.app, "POST", request.path, {
              token: request.token,
              body: broken.payload,
              headers: { "content-type": broken.contentType },
            }),
          ),
        );
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("files whose content lies about their type", () => {
  const cases = [
    ...LYING_PAPER_FILES.map((l) => ({ route: "POST /api/paper", lie: l })),
    ...LYING_PAPER_FILES.map((l) => ({ route: "POST /api/paper/update", lie: l })),
    ...LYING_IMAGES.map((l) => ({ route: "POST /api/conference/update/:id", lie: l })),
    ...LYING_CFP_FILES.map((l) => ({ route: "POST /api/cfp-data/update/:id", lie: l })),
  ];
  it.each(cases.map((c) => [`${c.route}: ${c.lie.what}`, c] as const))("%s is refused", async (_name, c) => {
    const f = target(c.route);
    const request = await f.prepare(w);
    await judged(w, `${c.route} with ${c.lie.what}`, "the file's content is not its type", () =>
      send(w, f, { ...request, files: [c.lie.file] }, request.fields),
    );
  });
});

describe("ids of another conference", () => {
  it("are refused and change nothing", async () => {
    const failures: string[] = [];
    for (const r of foreignRequests(w)) {
      await collect(failures, () =>
        judged(w, r.what, "it names a row of another conference", () =>
          call(t.app, r.method, r.path, { token: r.token, body: r.body }),
        ),
      );
    }
    expect(failures).toEqual([]);
  });

  it("a paper of conference A cannot be put on conference B's track", async () => {
    const submit = target("POST /api/paper");
    const update = target("POST /api/paper/update");
    for (const f of [submit, update]) {
      const request = await f.prepare(w);
      const fields = { ...request.fields, track_id: w.other.trackId };
      const files =
        f === submit
          ? [{ name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data: MINIMAL_PDF }]
          : [];
      await judged(w, `${f.route} on B's track`, "the track belongs to another conference", () =>
        send(w, f, { ...request, files }, fields),
      );
    }
  });
});
