// Structure counts of the code base, printed by `npm run lint` after eslint. Each count should
// reach 0; until then the committed baseline (scripts/structure-baseline.json) is a ratchet: lint
// fails only when a count rises above it. `--update` lowers the baseline to the current counts
// (it never raises one unless `--force` is given too). `--examples` lists a few of each.
//   npx tsx scripts/structure-counts.ts [--check] [--update [--force]] [--examples]
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "..");
const BASELINE = path.join(ROOT, "scripts/structure-baseline.json");
const API_FEATURES = path.join(ROOT, "apps/api/src/features");
const LONG_LINE = 160;

type CountName =
  | "feature imports around index.ts"
  | "imports of another feature's repository"
  | "import circles"
  | "SQL outside repositories"
  | "lines over 160 characters"
  | "issue references"
  | "unused exports";

interface Count {
  value: number;
  examples: string[];
}

const rel = (file: string) => path.relative(ROOT, file);

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (
      ["node_modules", "dist", "test-results", "playwright-report"].includes(entry.name) ||
      entry.name.startsWith(".")
    )
      return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const isTs = (f: string) => /\.(ts|tsx)$/.test(f) && !f.endsWith(".d.ts");
const isTest = (f: string) =>
  /\.test\.tsx?$/.test(f) || /\/(test|e2e|bench)\//.test(f) || rel(f).startsWith("e2e/") || rel(f).startsWith("bench/");
const read = (() => {
  const cache = new Map<string, string>();
  return (f: string) => {
    if (!cache.has(f)) cache.set(f, fs.readFileSync(f, "utf8"));
    return cache.get(f)!;
  };
})();

/** Source roots (production code); every TypeScript file (tests, e2e, bench, scripts too). */
const SOURCE = ["apps/api/src", "apps/web/src", "packages/domain/src"]
  .flatMap((d) => walk(path.join(ROOT, d)))
  .filter((f) => isTs(f) && !isTest(f));
const ALL_TS = ["apps", "packages", "e2e", "bench", "scripts", "test-support"]
  .flatMap((d) => walk(path.join(ROOT, d)))
  .filter(isTs);

// ---- module graph --------------------------------------------------------------------------

interface ImportEdge {
  target: string;
  /** the names taken, or "*" for all of them (namespace import, dynamic import, export *) */
  names: string[] | "*";
  typeOnly: boolean;
  dynamic: boolean;
  /** export … from: the names pass through this file */
  reexport?: { from: string; to: string }[] | "*";
}

const PACKAGE_ENTRIES: Record<string, string> = {
  "@symposia/domain": "packages/domain/src/index.ts",
  "@symposia/domain/password-strength": "packages/domain/src/passwordStrength/index.ts",
  "@symposia/domain/answer-schemas": "packages/domain/src/schemas/answers/index.ts",
};

function resolveSpec(from: string, spec: string): string | null {
  if (spec in PACKAGE_ENTRIES) return path.join(ROOT, PACKAGE_ENTRIES[spec]!);
  if (!spec.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), spec).replace(/\.(js|jsx|ts|tsx)$/, "");
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

interface ModuleInfo {
  imports: ImportEdge[];
  /** named exports declared here (not re-exports), with their line */
  exports: Map<string, number>;
}

const modules = new Map<string, ModuleInfo>();
function moduleInfo(file: string): ModuleInfo {
  const known = modules.get(file);
  if (known) return known;
  const source = ts.createSourceFile(
    file,
    read(file),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const info: ModuleInfo = { imports: [], exports: new Map() };
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const hasExport = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const isDefault = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveSpec(file, node.moduleSpecifier.text);
      const clause = node.importClause;
      if (target) {
        let names: string[] | "*" = [];
        if (clause?.name) names.push("default");
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names = "*";
        else if (bindings && ts.isNamedImports(bindings))
          names.push(...bindings.elements.map((e) => (e.propertyName ?? e.name).text));
        const typeOnly =
          !!clause?.isTypeOnly ||
          (Array.isArray(names) &&
            names.length > 0 &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.every((e) => e.isTypeOnly));
        info.imports.push({ target, names, typeOnly, dynamic: false });
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveSpec(file, node.moduleSpecifier.text);
      if (target) {
        const clause = node.exportClause;
        const pairs =
          clause && ts.isNamedExports(clause)
            ? clause.elements.map((e) => ({ from: (e.propertyName ?? e.name).text, to: e.name.text }))
            : "*";
        info.imports.push({
          target,
          names: pairs === "*" ? "*" : pairs.map((p) => p.from),
          typeOnly: node.isTypeOnly,
          dynamic: false,
          reexport: pairs,
        });
      }
    } else if (
      ts.isExportDeclaration(node) &&
      !node.moduleSpecifier &&
      node.exportClause &&
      ts.isNamedExports(node.exportClause)
    ) {
      for (const e of node.exportClause.elements) info.exports.set(e.name.text, lineOf(e));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      const target = arg && ts.isStringLiteral(arg) ? resolveSpec(file, arg.text) : null;
      if (target) info.imports.push({ target, names: "*", typeOnly: false, dynamic: true });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      const target = resolveSpec(file, node.argument.literal.text);
      const name = node.qualifier && ts.isIdentifier(node.qualifier) ? node.qualifier.text : null;
      if (target) info.imports.push({ target, names: name ? [name] : "*", typeOnly: true, dynamic: false });
    }
    if (hasExport(node) && !isDefault(node) && node.parent === source) {
      if (ts.isVariableStatement(node)) {
        for (const d of node.declarationList.declarations)
          if (ts.isIdentifier(d.name)) info.exports.set(d.name.text, lineOf(d));
      } else if (
        (ts.isFunctionDeclaration(node) ||
          ts.isClassDeclaration(node) ||
          ts.isInterfaceDeclaration(node) ||
          ts.isTypeAliasDeclaration(node) ||
          ts.isEnumDeclaration(node)) &&
        node.name
      ) {
        info.exports.set(node.name.text, lineOf(node));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  modules.set(file, info);
  return info;
}

// ---- 1, 2: imports between API features ---------------------------------------------------

function featureImports(): { around: Count; repositories: Count } {
  const around: Count = { value: 0, examples: [] };
  const repositories: Count = { value: 0, examples: [] };
  for (const file of SOURCE.filter((f) => f.startsWith(API_FEATURES + path.sep))) {
    const own = path.relative(API_FEATURES, file).split(path.sep)[0];
    for (const edge of moduleInfo(file).imports) {
      if (!edge.target.startsWith(API_FEATURES + path.sep)) continue;
      const parts = path.relative(API_FEATURES, edge.target).split(path.sep);
      if (parts[0] === own || parts.length === 1 || (parts.length === 2 && parts[1] === "index.ts")) continue;
      const line = `${rel(file)} -> features/${parts.join("/")}`;
      around.value += 1;
      around.examples.push(line);
      if (/repository/i.test(parts[parts.length - 1]!)) {
        repositories.value += 1;
        repositories.examples.push(line);
      }
    }
  }
  return { around, repositories };
}

// ---- 3: import circles (strongly connected components; type-only imports count too) ------------

function importCircles(): Count {
  const nodes = SOURCE;
  const inGraph = new Set(nodes);
  const edges = new Map(
    nodes.map((f) => [
      f,
      moduleInfo(f)
        .imports.filter((e) => inGraph.has(e.target))
        .map((e) => e.target),
    ]),
  );
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const strong = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || edges.get(v)!.includes(v)) circles.push(component);
    }
  };
  for (const v of nodes) if (!index.has(v)) strong(v);
  return { value: circles.length, examples: circles.map((c) => c.map(rel).sort().join(" <-> ")) };
}

// ---- 4: SQL outside repositories -----------------------------------------------------------

function sqlOutsideRepositories(): Count {
  const files = SOURCE.filter(
    (f) =>
      rel(f).startsWith("apps/api/src/") &&
      !rel(f).startsWith("apps/api/src/db/") &&
      !/repository/i.test(path.basename(f)),
  );
  const querying = files.filter((f) =>
    /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto)\(|\bsql`/.test(read(f)),
  );
  return { value: querying.length, examples: querying.map(rel) };
}

// ---- 5: long lines, 6: issue references ----------------------------------------------------

function longLines(): Count {
  const count: Count = { value: 0, examples: [] };
  for (const f of ALL_TS) {
    read(f)
      .split("\n")
      .forEach((line, i) => {
        if (line.length <= LONG_LINE) return;
        count.value += 1;
        count.examples.push(`${rel(f)}:${i + 1} (${line.length})`);
      });
  }
  return count;
}

function issueReferences(): Count {
  const files = ["apps", "packages", "e2e", "bench", "scripts", "test-support", "docs"]
    .flatMap((d) => walk(path.join(ROOT, d)))
    .filter(
      (f) =>
        /\.(ts|tsx|js|mjs|md|css|json)$/.test(f) &&
        !/package-lock|structure-baseline/.test(f) &&
        f !== __filenameOfThis(),
    );
  const count: Count = { value: 0, examples: [] };
  for (const f of files) {
    if (/issue[-_]?\d/i.test(path.basename(f))) {
      count.value += 1;
      count.examples.push(`${rel(f)} (file name)`);
    }
    for (const [i, line] of read(f).split("\n").entries()) {
      const hits = line.match(/\bissues?[ -]?#?\d+\b/gi);
      if (!hits) continue;
      count.value += hits.length;
      count.examples.push(`${rel(f)}:${i + 1}`);
    }
  }
  return count;
}

function __filenameOfThis(): string {
  return path.join(ROOT, "scripts/structure-counts.ts");
}

// ---- 7: unused exports -----------------------------------------------------------------------

/**
 * A named export of production code used nowhere: no other file imports it (directly, or through
 * a re-export that something imports) and its own file does not use it either. Namespace and
 * dynamic imports count as using every export of the file. (An export used only in its own file
 * is not counted: dropping its `export` is tidying, not dead code.)
 */
function unusedExports(): { dead: Count; localOnly: number } {
  const used = new Map<string, Set<string> | "*">();
  const markUsed = (file: string, names: string[] | "*", seen = new Set<string>()) => {
    const key = `${file}|${names === "*" ? "*" : names.join(",")}`;
    if (seen.has(key)) return;
    seen.add(key);
    const current = used.get(file);
    if (current !== "*") {
      if (names === "*") used.set(file, "*");
      else used.set(file, new Set([...(current ?? []), ...names]));
    }
    // names re-exported by this file come from elsewhere: follow them
    for (const edge of moduleInfo(file).imports) {
      if (!edge.reexport) continue;
      if (edge.reexport === "*") markUsed(edge.target, names, seen);
      else {
        const passed = edge.reexport.filter((p) => names === "*" || names.includes(p.to)).map((p) => p.from);
        if (passed.length) markUsed(edge.target, passed, seen);
      }
    }
  };
  for (const file of ALL_TS) {
    for (const edge of moduleInfo(file).imports) if (!edge.reexport) markUsed(edge.target, edge.names);
  }
  const count: Count = { value: 0, examples: [] };
  let localOnly = 0;
  for (const file of SOURCE) {
    const names = used.get(file);
    if (names === "*") continue;
    for (const [name, line] of moduleInfo(file).exports) {
      if (names?.has(name)) continue;
      if ((read(file).match(new RegExp(`\\b${name}\\b`, "g")) ?? []).length > 1) {
        localOnly += 1;
        continue;
      }
      count.value += 1;
      count.examples.push(`${rel(file)}:${line} ${name}`);
    }
  }
  return { dead: count, localOnly };
}

// ---- report and ratchet ----------------------------------------------------------------------

function measure(): { counts: Record<CountName, Count>; localOnlyExports: number } {
  const { around, repositories } = featureImports();
  const exports = unusedExports();
  const counts: Record<CountName, Count> = {
    "feature imports around index.ts": around,
    "imports of another feature's repository": repositories,
    "import circles": importCircles(),
    "SQL outside repositories": sqlOutsideRepositories(),
    "lines over 160 characters": longLines(),
    "issue references": issueReferences(),
    "unused exports": exports.dead,
  };
  return { counts, localOnlyExports: exports.localOnly };
}

function main(): void {
  const args = new Set(process.argv.slice(2));
  const { counts, localOnlyExports } = measure();
  const baseline: Partial<Record<CountName, number>> = fs.existsSync(BASELINE) ? JSON.parse(read(BASELINE)) : {};
  const risen: string[] = [];
  console.log(
    "Structure counts (each should reach 0; lint fails when one rises above scripts/structure-baseline.json):",
  );
  for (const [name, count] of Object.entries(counts) as [CountName, Count][]) {
    const allowed = baseline[name];
    const mark =
      allowed === undefined
        ? "(no baseline)"
        : count.value > allowed
          ? `ROSE above ${allowed}`
          : count.value < allowed
            ? `below ${allowed}: run --update`
            : "";
    console.log(`  ${name.padEnd(42)} ${String(count.value).padStart(5)}  ${mark}`);
    if (args.has("--examples") || (allowed !== undefined && count.value > allowed))
      for (const e of count.examples.slice(0, 10)) console.log(`      ${e}`);
    if (allowed !== undefined && count.value > allowed) risen.push(name);
  }
  console.log(`  (not counted: ${localOnlyExports} exports used only in their own file, whose \`export\` could go)`);
  if (args.has("--update")) {
    const next = Object.fromEntries(
      (Object.entries(counts) as [CountName, Count][]).map(([name, c]) => [
        name,
        args.has("--force") || baseline[name] === undefined ? c.value : Math.min(c.value, baseline[name]!),
      ]),
    );
    fs.writeFileSync(BASELINE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`wrote ${rel(BASELINE)}`);
    return;
  }
  if (risen.length) {
    console.error(
      `Structure counts rose above the baseline: ${risen.join(", ")}. Bring them back down (the examples above show where).`,
    );
    process.exitCode = 1;
  }
}

main();
