// The web app's screens import constants and rules from this package on pages with no form. A
// bundler cannot drop a module's top-level zod calls, so importing one constant from a schema
// module builds every schema of it (and of what it imports): ~40 ms of main thread on every page.
// These tests keep the two apart: only schemas/ may load zod, nothing else may load schemas/, and a
// schema module exports schemas and schema-building functions, not plain constants.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [p] : [];
  });
}

/**
 * The modules a file loads when it is evaluated. With verbatimModuleSyntax an import is erased only
 * when the whole declaration says `import type` / `export type`: `import { type A } from "x"` still
 * loads x.
 */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0]!)
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.map((s) => (s.startsWith(".") ? path.resolve(path.dirname(file), s.replace(/\.js$/, ".ts")) : s));
}

/** Every module a file loads, directly or not (package names as they are written). */
function closure(file: string): Set<string> {
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length) {
    const next = stack.pop()!;
    for (const dep of runtimeImports(next)) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      if (path.isAbsolute(dep)) stack.push(dep);
    }
  }
  return seen;
}

const rel = (p: string) => path.relative(SRC, p);
const isSchemaModule = (p: string) => rel(p).startsWith(`schemas${path.sep}`);
const isZod = (dep: string) => dep === "zod" || dep.startsWith("zod/");
const all = sourceFiles(SRC);
/** Everything but the schemas and the package's entry (which re-exports them). */
const zodFree = all.filter((p) => !isSchemaModule(p) && rel(p) !== "index.ts");

describe("zod-free modules (rules/, options/, answers/, policy/, format/)", () => {
  it("finds the modules and follows imports (a schema module does reach zod)", () => {
    expect(zodFree.map(rel)).toEqual(
      expect.arrayContaining([
        path.join("rules", "papers.ts"),
        path.join("options", "papers.ts"),
        path.join("answers", "papers.ts"),
      ]),
    );
    expect([...closure(path.join(SRC, "schemas", "papers.ts"))].some(isZod)).toBe(true);
  });

  it.each(zodFree.map((p) => [rel(p), p]))("%s loads neither zod nor a schema module, directly or not", (_, file) => {
    const loaded = [...closure(file)];
    expect(loaded.filter(isZod)).toEqual([]);
    expect(loaded.filter((dep) => path.isAbsolute(dep) && isSchemaModule(dep)).map(rel)).toEqual([]);
  });
});

describe("schema modules", () => {
  const schemaModules = all.filter(isSchemaModule);

  it.each(schemaModules.map((p) => [rel(p), p]))(
    "%s exports only schemas and functions (constants live in rules/)",
    async (_, file) => {
      const exports = (await import(file)) as Record<string, unknown>;
      const constants = Object.entries(exports)
        .filter(
          ([, value]) =>
            typeof value !== "function" && !(typeof value === "object" && value !== null && "_zod" in value),
        )
        .map(([name]) => name);
      expect(constants).toEqual([]);
    },
  );
});
