import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// critical.css (render-blocking) + rest.css (with the first lazy screen) must together be all of
// Mantine core's styles, each once, all in the "mantine" cascade layer; a component added by a
// Mantine upgrade, or an unlayered import somewhere, would otherwise render unstyled or win over
// the app's rules.
const here = import.meta.dirname;
const src = path.resolve(here, "../..");
const coreStyles = path.resolve(src, "../../../node_modules/@mantine/core/styles");
const imports = (file: string) => [...fs.readFileSync(path.join(here, file), "utf8").matchAll(/@import "([^"]+)";/g)].map((m) => m[1]!);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(tsx?|css)$/.test(e.name) ? [p] : [];
  });
}

describe("Mantine styles split", () => {
  it("imports every core component stylesheet exactly once, from the layered files", () => {
    const all = [...imports("critical.css"), ...imports("rest.css")].filter((i) => i.startsWith("@mantine/core/"));
    const expected = fs
      .readdirSync(coreStyles)
      .filter((f) => f.endsWith(".layer.css"))
      .map((f) => `@mantine/core/styles/${f}`);
    expect([...all].sort()).toEqual(expected.sort());
  });

  it("puts Mantine's base, variables and global styles first in the render-blocking file", () => {
    expect(imports("critical.css").slice(0, 3)).toEqual([
      "@mantine/core/styles/baseline.layer.css",
      "@mantine/core/styles/default-css-variables.layer.css",
      "@mantine/core/styles/global.layer.css",
    ]);
  });

  it("never imports an unlayered Mantine stylesheet anywhere in the app", () => {
    const unlayered = sourceFiles(src).filter((f) => /["']@mantine\/[^"']*(?<!\.layer)\.css["']/.test(fs.readFileSync(f, "utf8")));
    expect(unlayered.map((f) => path.relative(src, f))).toEqual([]);
  });
});
