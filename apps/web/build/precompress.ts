// Writes a .br and a .gz next to every text file of the build, once, at the highest levels (the
// cost is paid at build time, not per request). The server sends whichever the browser accepts
// (apps/api/src/http/staticAssets.ts). Files under 1 KB, and files that would not shrink, are
// left alone.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

export function precompressFile(file: string): { br: number; gz: number } | null {
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) return null;
  const br = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = zlib.gzipSync(data, { level: 9 });
  if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
  return { br: br.length, gz: gz.length };
}

export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "symposia-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      let count = 0;
      for (const file of filesUnder(outDir)) {
        if (TEXT_FILE.test(file) && precompressFile(file)) count += 1;
      }
      this.info(`precompressed ${count} files (.br, .gz)`);
    },
  };
}
