import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mantineStylesheets, missingMantineStyles } from "../../../build/mantineStyles";

// critical.css (render-blocking) + rest.css (with the first lazy screen) import the stylesheets of
// the Mantine components the app renders, each once, all in the "mantine" cascade layer; an
// unlayered import somewhere would win over the app's rules. That no rendered component lacks its
// stylesheet is checked by the build itself, on the real bundle (build/mantineStyles.ts), tested
// here on small inputs.
const here = import.meta.dirname;
const src = path.resolve(here, "../..");
const coreStyles = path.resolve(src, "../../../node_modules/@mantine/core/styles");
const imports = (file: string) =>
  [...fs.readFileSync(path.join(here, file), "utf8").matchAll(/@import "([^"]+)";/g)].map((m) => m[1]!);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(tsx?|css)$/.test(e.name) ? [p] : [];
  });
}

describe("Mantine styles split", () => {
  it("imports each core component stylesheet at most once, and only stylesheets Mantine has", () => {
    const all = [...imports("critical.css"), ...imports("rest.css")].filter((i) => i.startsWith("@mantine/core/"));
    const existing = new Set(
      fs
        .readdirSync(coreStyles)
        .filter((f) => f.endsWith(".layer.css"))
        .map((f) => `@mantine/core/styles/${f}`),
    );
    expect(all.filter((i) => !existing.has(i))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });

  it("puts Mantine's base, variables and global styles first in the render-blocking file", () => {
    expect(imports("critical.css").slice(0, 3)).toEqual([
      "@mantine/core/styles/baseline.layer.css",
      "@mantine/core/styles/default-css-variables.layer.css",
      "@mantine/core/styles/global.layer.css",
    ]);
  });

  it("never imports an unlayered Mantine stylesheet anywhere in the app", () => {
    const unlayered = sourceFiles(src).filter((f) =>
      /["']@mantine\/[^"']*(?<!\.layer)\.css["']/.test(fs.readFileSync(f, "utf8")),
    );
    expect(unlayered.map((f) => path.relative(src, f))).toEqual([]);
  });
});

describe("build check: Mantine components keep their styles (build/mantineStyles.ts)", () => {
  const owner = mantineStylesheets(path.resolve(src, "../../../node_modules"));
  const tableClass = [...owner].find(([, sheet]) => sheet === "@mantine/core/styles/Table.layer.css")![0];

  it("knows which stylesheet defines each of Mantine's classes", () => {
    expect(tableClass).toMatch(/^m_[0-9a-f]+$/);
    expect(owner.get(tableClass)).toBe("@mantine/core/styles/Table.layer.css");
  });

  it("names the stylesheet of a class the JavaScript uses and no CSS file defines", () => {
    const js = [`const classes = { table: "${tableClass}" };`];
    expect(missingMantineStyles(js, [".other{color:red}"], owner)).toEqual(["@mantine/core/styles/Table.layer.css"]);
  });

  it("passes when a CSS file defines it, and ignores class-like names that are not Mantine's", () => {
    const js = [`const classes = { table: "${tableClass}" }; const x = "m_00000000";`];
    expect(missingMantineStyles(js, [`.${tableClass}{display:table}`], owner)).toEqual([]);
  });

  it("the app's two stylesheets define every class of the components they import", () => {
    const css = [...imports("critical.css"), ...imports("rest.css")]
      .filter((i) => i.startsWith("@mantine/core/"))
      .map((i) => fs.readFileSync(path.resolve(coreStyles, path.basename(i)), "utf8"));
    const js = [
      [...owner]
        .filter(([, sheet]) => sheet.endsWith("/Table.layer.css") || sheet.endsWith("/Button.layer.css"))
        .map(([cls]) => cls)
        .join(" "),
    ];
    expect(missingMantineStyles(js, css, owner)).toEqual([]);
  });
});
