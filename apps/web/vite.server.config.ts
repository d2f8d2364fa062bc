import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { stableIds } from "./build/stableIds";

// The server's build of the app (src/server/renderScreen.tsx): the API server imports
// dist-server/renderScreen.js to render a signed-in first screen (apps/api/src/http/renderedPage.ts).
// Node loads React and the rest from node_modules; Mantine and the shared package are bundled, so
// their CSS-module class names are the ones the browser's build wrote into its stylesheets.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), stableIds()],
  build: {
    ssr: "src/server/renderScreen.tsx",
    outDir: "dist-server",
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
  },
  ssr: { noExternal: [/^@mantine\//, "@symposia/domain", "@tabler/icons-react"] },
});
