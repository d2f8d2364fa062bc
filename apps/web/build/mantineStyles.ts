// Mantine's component styles are imported one stylesheet per component (src/app/styles/critical.css
// and rest.css), and only those of the components the app renders: the other ~40 (Accordion,
// Stepper, Tour, ...) were a third of the CSS every screen parsed. This check keeps the pruned list
// honest: it fails the build when the JavaScript uses a Mantine class (a component the app started
// using, or one a Mantine component started rendering inside itself) whose stylesheet is missing,
// and names the stylesheet to import. It is exact because Mantine's CSS-module class names
// ("m_" + hash) appear in the bundled JavaScript only for the components that are bundled.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const MANTINE_CLASS = /\bm_[0-9a-f]{4,8}\b/g;

const classesIn = (code: string) => new Set(code.match(MANTINE_CLASS) ?? []);

/** Mantine's per-component stylesheets, by the classes each defines (class -> import path). */
export function mantineStylesheets(nodeModules: string): Map<string, string> {
  const owner = new Map<string, string>();
  const packages = fs.existsSync(path.join(nodeModules, "@mantine"))
    ? fs.readdirSync(path.join(nodeModules, "@mantine"))
    : [];
  for (const pkg of packages) {
    const perComponent = path.join(nodeModules, "@mantine", pkg, "styles");
    const files = fs.existsSync(perComponent)
      ? fs
          .readdirSync(perComponent)
          .filter((f) => f.endsWith(".layer.css"))
          .map((f) => [path.join(perComponent, f), `@mantine/${pkg}/styles/${f}`])
      : [[path.join(nodeModules, "@mantine", pkg, "styles.layer.css"), `@mantine/${pkg}/styles.layer.css`]];
    for (const [file, importPath] of files) {
      if (!fs.existsSync(file!)) continue;
      for (const cls of classesIn(fs.readFileSync(file!, "utf8"))) owner.set(cls, importPath!);
    }
  }
  return owner;
}

/**
 * The stylesheets the built CSS lacks: for each Mantine class the JavaScript uses and no CSS file
 * defines, the stylesheet that defines it (classes Mantine's stylesheets do not define are not
 * Mantine's and are ignored).
 */
export function missingMantineStyles(js: string[], css: string[], owner: Map<string, string>): string[] {
  const styled = new Set(css.flatMap((code) => [...classesIn(code)]));
  const missing = new Set<string>();
  for (const code of js) {
    for (const cls of classesIn(code)) {
      const sheet = owner.get(cls);
      if (sheet && !styled.has(cls)) missing.add(sheet);
    }
  }
  return [...missing].sort();
}

export function mantineStylesCheck(nodeModules = path.resolve(import.meta.dirname, "../../../node_modules")): Plugin {
  return {
    name: "symposia-mantine-styles-check",
    apply: "build",
    generateBundle(_options, bundle) {
      const items = Object.values(bundle);
      const js = items.flatMap((item) => (item.type === "chunk" ? [item.code] : []));
      const css = items.flatMap((item) =>
        item.type === "asset" && item.fileName.endsWith(".css") ? [String(item.source)] : [],
      );
      const missing = missingMantineStyles(js, css, mantineStylesheets(nodeModules));
      if (missing.length) {
        this.error(
          `Mantine components render without their styles; add to src/app/styles/rest.css: ${missing.map((m) => `@import "${m}";`).join(" ")}`,
        );
      }
    },
  };
}
