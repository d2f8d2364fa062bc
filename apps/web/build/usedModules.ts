// The modules some screens use, following the names they import through re-exporting indexes.
// The module graph alone says that a screen which imports `Button` from "@mantine/core" reaches all
// of Mantine (the package's index imports every component to re-export it); what the bundle holds
// for that screen is Button and what Button imports. build/chunkGroups.ts needs the latter: the
// Mantine modules the overlays and the signed-out screens use, so those screens load no more.

/** The graph as the build sees it: a module's code after transforms, and where an import leads. */
export interface CodeGraph {
  code(id: string): string | null;
  resolve(specifier: string, importer: string): Promise<string | null>;
}

type Names = Set<string> | "all";

interface Edge {
  specifier: string;
  /** the imported names ("default" for a default import), or "all" (a namespace or a bare import) */
  names: Names;
  /** for an index's re-exports: the name each exported name has in the imported module */
  exported?: Map<string, string>;
  /** `export * as name from`: the one name it exports, the imported module's namespace */
  namespace?: string;
}

const STRING = String.raw`["']([^"']+)["']`;
const CLAUSE = String.raw`\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+))?`;
const IMPORT = new RegExp(String.raw`\bimport\s*(${CLAUSE})\s*from\s*${STRING}|\bimport\s*${STRING}`, "g");
const REEXPORT = new RegExp(String.raw`\bexport\s*(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*${STRING}`, "g");
const LOCAL_EXPORTS = /\bexport\s*\{([^}]*)\}\s*;?/g;
/** `export const a`, `export function b`, `export class C`: names a module declares as it exports them. */
const DECLARED_EXPORT = /\bexport\s+(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g;
/** `export const { a, b } = …`: names this reader does not list, so such a module may hold any name. */
const DESTRUCTURED_EXPORT = /\bexport\s+(?:const|let|var)\s*[{[]/;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** `a`, `a as b` pairs of a `{ ... }` list, as [name on the left, name on the right]. */
function pairs(list: string): [string, string][] {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [left, right] = part.split(/\s+as\s+/);
      return [left!.trim(), (right ?? left)!.trim()];
    });
}

interface Parsed {
  /** only imports and exports: a module that re-exports others (a package's index) */
  index: boolean;
  imports: Edge[];
  /** local name -> [specifier, name in that module] (imports), or "all" for a namespace */
  locals: Map<string, [string, string | "all"]>;
  /** exported name -> local name */
  exports: Map<string, string>;
  /** `export { a as b } from` and `export *` edges */
  reexports: Edge[];
  /** the names the module exports of its own (declared or listed), or "any" when this reader cannot list them */
  own: Set<string> | "any";
}

function parse(code: string): Parsed {
  const locals = new Map<string, [string, string | "all"]>();
  const imports: Edge[] = [];
  for (const m of code.matchAll(IMPORT)) {
    const specifier = m[2] ?? m[3]!;
    const clause = m[1];
    if (clause === undefined) {
      imports.push({ specifier, names: "all" });
      continue;
    }
    const names = new Set<string>();
    let all = false;
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const [name, local] of braces ? pairs(braces[1]!) : []) {
      names.add(name);
      locals.set(local, [specifier, name]);
    }
    const rest = clause.replace(/\{[^}]*\}/, "");
    const namespace = /\*\s*as\s+([\w$]+)/.exec(rest);
    if (namespace) {
      all = true;
      locals.set(namespace[1]!, [specifier, "all"]);
    }
    const defaultName = /^\s*([\w$]+)/.exec(rest.replace(/\*\s*as\s+[\w$]+/, ""));
    if (defaultName) {
      names.add("default");
      locals.set(defaultName[1]!, [specifier, "default"]);
    }
    imports.push({ specifier, names: all ? "all" : names });
  }
  const reexports: Edge[] = [];
  for (const m of code.matchAll(REEXPORT)) {
    const what = m[1]!;
    if (what.startsWith("*")) {
      const namespace = /\*\s*as\s+([\w$]+)/.exec(what)?.[1];
      reexports.push({ specifier: m[2]!, names: "all", ...(namespace ? { namespace } : {}) });
    } else {
      const list = pairs(what.slice(1, -1));
      reexports.push({
        specifier: m[2]!,
        names: new Set(list.map(([name]) => name)),
        exported: new Map(list.map(([name, as]) => [as, name])),
      });
    }
  }
  const exports = new Map<string, string>();
  const withoutReexports = code.replace(REEXPORT, "");
  for (const m of withoutReexports.matchAll(LOCAL_EXPORTS))
    for (const [local, as] of pairs(m[1]!)) exports.set(as, local);
  const rest = withoutReexports.replace(IMPORT, "").replace(LOCAL_EXPORTS, "").replace(COMMENTS, "");
  const own: Set<string> | "any" = DESTRUCTURED_EXPORT.test(withoutReexports)
    ? "any"
    : new Set([
        ...exports.keys(),
        ...[...withoutReexports.matchAll(DECLARED_EXPORT)].map((m) => m[1]!),
        ...(/\bexport\s+default\b/.test(withoutReexports) ? ["default"] : []),
      ]);
  return { index: /^[\s;]*$/.test(rest), imports, locals, exports, reexports, own };
}

/**
 * The modules `seeds` use, directly or not: all of an ordinary module's imports, but of what any
 * module re-exports (an index is a module of imports and exports only) just the modules that hold
 * the names asked of it.
 */
export async function usedModules(graph: CodeGraph, seeds: string[]): Promise<Set<string>> {
  const parsed = new Map<string, Parsed | null>();
  const parsedOf = (id: string) => {
    if (!parsed.has(id)) {
      const code = graph.code(id);
      parsed.set(id, code === null ? null : parse(code));
    }
    return parsed.get(id)!;
  };
  const whole = new Set<string>();
  const ownCodeVisited = new Set<string>();
  const namesAsked = new Map<string, Set<string>>();
  const used = new Set<string>();

  async function visit(id: string, names: Names): Promise<void> {
    const module = parsedOf(id);
    used.add(id);
    if (!module) return;
    const resolve = (specifier: string) => graph.resolve(specifier, id);
    if (names === "all") {
      if (whole.has(id)) return;
      whole.add(id);
      for (const edge of [...module.imports, ...module.reexports]) {
        const target = await resolve(edge.specifier);
        if (target) await visit(target, edge.names);
      }
      return;
    }
    // a module with code of its own runs it, with everything it imports; what it re-exports is
    // followed by name below, as an index's is (the shared package's index declares two
    // constants beside its `export *` lines)
    if (!module.index && !ownCodeVisited.has(id)) {
      ownCodeVisited.add(id);
      for (const edge of module.imports) {
        const target = await resolve(edge.specifier);
        if (target) await visit(target, edge.names);
      }
    }
    const asked = namesAsked.get(id) ?? new Set<string>();
    namesAsked.set(id, asked);
    for (const name of names) {
      if (asked.has(name)) continue;
      asked.add(name);
      const local = module.locals.get(module.exports.get(name) ?? name);
      if (local) {
        const target = await resolve(local[0]);
        if (target) await visit(target, local[1] === "all" ? "all" : new Set([local[1]]));
        continue;
      }
      if (module.own !== "any" && module.own.has(name)) continue;
      const named = module.reexports.find((edge) => edge.exported?.has(name) || edge.namespace === name);
      if (named) {
        const target = await resolve(named.specifier);
        if (target) await visit(target, named.namespace === name ? "all" : new Set([named.exported!.get(name)!]));
        continue;
      }
      // `export *`: only the module that holds the name is used, not every one re-exported beside it
      for (const edge of module.reexports.filter((e) => e.names === "all" && !e.namespace)) {
        const target = await resolve(edge.specifier);
        if (target && (await holds(target, name))) await visit(target, new Set([name]));
      }
    }
  }

  /** Whether a module exports `name`, of its own or through what it re-exports. */
  async function holds(id: string, name: string, seen = new Set<string>()): Promise<boolean> {
    const module = parsedOf(id);
    if (!module || module.own === "any" || module.own.has(name)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    for (const edge of module.reexports) {
      if (edge.exported?.has(name) || edge.namespace === name) return true;
      if (edge.names !== "all" || edge.namespace) continue;
      const target = await graph.resolve(edge.specifier, id);
      if (!target || (await holds(target, name, seen))) return true;
    }
    return false;
  }

  for (const seed of seeds) await visit(seed, "all");
  return used;
}
