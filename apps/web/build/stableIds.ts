import type { Plugin } from "vite";

/**
 * Mantine's `useId` (@mantine/hooks) renders with React's id, then replaces it with a random one
 * in a layout effect, even when the component was given an id. Every Input, Popover, Menu,
 * Tooltip, Modal and AppShell part therefore renders a second time, synchronously, in the commit
 * that mounted it: on All Papers' first screen that was some twenty extra renders in the one long
 * task a phone spends committing the page. React's own id is unique within the app's
 * one root and stable, which is all the ids are used for (labels, aria-controls, aria-describedby),
 * so this build serves a `useId` that keeps it: same signature, same `mantine-` prefix, no effect.
 * Only the build (what `npm start` and the browser tests serve) uses it; the component tests under
 * jsdom run Mantine's own, whose ids work the same once mounted.
 */
export const STABLE_USE_ID = `import { useId as useReactId } from "react";
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === "string" ? staticId : "mantine-" + reactId.replace(/:/g, "");
}
`;

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

export function stableIds(): Plugin {
  return {
    name: "symposia-stable-ids",
    enforce: "pre",
    load(id) {
      return MANTINE_USE_ID.test(id) ? STABLE_USE_ID : null;
    },
  };
}
