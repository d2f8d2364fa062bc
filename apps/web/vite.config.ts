import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { jsBudget } from "./build/budget";
import { precompress } from "./build/precompress";
import { sharedChunks } from "./build/chunkGroups";
import { deferEntry } from "./build/deferEntry";
import { inlineFavicon } from "./build/inlineFavicon";
import { stableIds } from "./build/stableIds";
import { mantineStylesCheck } from "./build/mantineStyles";

const shared = sharedChunks();

// Code splitting: every route except Login is a lazy import (app/router.tsx), so heavy vendors
// (tiptap, recharts, @mantine/dates, dayjs) land only in the chunks of the pages that use them.
// The lazy screens share three chunks, "ui", "shared" and "schemas" (build/chunkGroups.ts), below
// the entry's group in priority, so the entry never imports them.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    stableIds(),
    shared.plugin,
    deferEntry(),
    inlineFavicon(),
    jsBudget(),
    mantineStylesCheck(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://127.0.0.1:3000", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one chunk: rolldown otherwise splits the
          // modules lazy screens share with the entry into ~15 small chunks, each a request the
          // first page waits for (six at a time over HTTP/1.1).
          groups: [{ name: "app", tags: ["$initial"], priority: 5 }, ...shared.groups],
        },
      },
    },
  },
});
