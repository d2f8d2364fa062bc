// Exports nobody uses: a top-level exported declaration (not a default export) whose name appears in
// no other source file of the repository (apps, packages, e2e, bench, scripts; tests included) and
// nowhere else in its own file. Lists them and exits 1 when there are any.
// Run from the repository root: node scripts/unused-exports.mjs
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const ts = createRequire(import.meta.url)("typescript");
const skip = new Set(["node_modules", "dist", "dist-server"]);
const walk = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) =>
          skip.has(e.name) ? [] : e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        )
    : [];

const files = ["apps", "packages", "e2e", "bench", "scripts"]
  .flatMap(walk)
  .filter((f) => /\.(ts|tsx|mts|js|mjs)$/.test(f) && !f.endsWith(".d.ts"));
const texts = new Map(files.map((f) => [f, fs.readFileSync(f, "utf8")]));
const declaring = files.filter((f) => /\.tsx?$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f));

const exportedNames = (file) => {
  const source = ts.createSourceFile(file, texts.get(file), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((st) => {
    const mods = (ts.canHaveModifiers(st) && ts.getModifiers(st)) || [];
    if (!mods.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return [];
    if (mods.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) return [];
    if (ts.isVariableStatement(st)) {
      return st.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
    }
    return st.name && ts.isIdentifier(st.name) ? [st.name.text] : [];
  });
};

const unused = [];
for (const file of declaring) {
  for (const name of exportedNames(file)) {
    const word = new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`, "g");
    const own = (texts.get(file).match(word) ?? []).length;
    if (own > 1) continue;
    const elsewhere = [...texts].some(([other, text]) => other !== file && text.search(word) >= 0);
    if (!elsewhere) unused.push(`${file}: ${name}`);
  }
}
for (const line of unused) console.log(`unused export: ${line}`);
console.log(`unused exports ${unused.length}`);
process.exit(unused.length === 0 ? 0 : 1);
