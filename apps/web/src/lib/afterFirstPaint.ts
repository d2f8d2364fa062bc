import { useEffect, useLayoutEffect, useState } from "react";

// What the first screen does not need to show its largest part waits until that screen has
// painted: the date pickers behind a form's date fields (a read-only input shows the value
// meanwhile), the overlays (alerts and confirm dialogs, driven by events), the rest of a long list.
// Asked for during the first render, each competed on a slow link with what that render was
// waiting for, and ended before the screen's largest paint (Lighthouse counted them in its largest
// contentful paint). Once a screen has painted, later ones are not held back.
//
// "The first screen" is the first route page to commit (app/router.tsx's screens and the login
// page call useScreenRendered), not the root's first commit: the frame or an empty fallback may
// commit before the page's own code is in.

let painted = false;
let armed = false;
let safetyNet: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

/** After this long a screen counts as painted without a frame (a hidden tab paints none). */
const NO_FRAME_AFTER_MS = 250;
/** And the waiting ends after this long even if no screen has said it rendered (an error view). */
const NO_SCREEN_AFTER_MS = 3_000;

function markPainted(): void {
  if (painted) return;
  painted = true;
  clearTimeout(safetyNet);
  for (const notify of waiting) notify();
  waiting.clear();
}

/** Called when a screen has committed: the next frame paints it. */
function screenRendered(): void {
  if (armed || painted) return;
  armed = true;
  // The frame after the next one has begun: the next one, which paints the screen, has been
  // presented. A task right after the next frame's rendering steps could start before that frame's
  // paint was reported, and a file requested then counted as one the paint had waited for.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(markPainted, 0)));
  setTimeout(markPainted, NO_FRAME_AFTER_MS);
}

/** Calls `notify` once the first screen has painted (at once when it has); returns a canceller. */
export function whenFirstPainted(notify: () => void): () => void {
  if (painted) {
    notify();
    return () => undefined;
  }
  waiting.add(notify);
  safetyNet ??= setTimeout(markPainted, NO_SCREEN_AFTER_MS);
  return () => waiting.delete(notify);
}

/** False until the first screen has painted, then true (from the first render, once it has). */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => (done ? undefined : whenFirstPainted(() => setDone(true))), [done]);
  return done;
}

/** A route page says it has committed (the first one to do so is the first screen). */
export function useScreenRendered(): void {
  useLayoutEffect(screenRendered, []);
}

/** For tests: the app as painted (component tests render screens outside the router's lazy pages). */
export function markFirstPaintedForTests(): void {
  markPainted();
}

/** For tests: the app as not yet painted. */
export function resetFirstPaintForTests(): void {
  painted = false;
  armed = false;
  clearTimeout(safetyNet);
  safetyNet = undefined;
  waiting.clear();
}
