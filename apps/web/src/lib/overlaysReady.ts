// The overlays (app/Overlays.tsx: notifications and Mantine's modals manager) load once the first
// screen has painted. Mantine's modals are opened by events, and an event sent before the
// manager listens is lost: a confirm asked for in that moment (a click right after the page
// shows) would open nothing. So a confirm waits here until the manager has mounted, and asking
// for one brings the overlays in at once if they were still waiting for the paint.

let mounted = false;
let markReady: () => void = () => undefined;
const waitForMount = () => new Promise<void>((resolve) => (markReady = resolve));
let ready = waitForMount();
const wantListeners = new Set<() => void>();

/**
 * Called by the overlays once mounted (their children's effects, the manager's listeners, have
 * run); returns what to call when they unmount: a confirm asked for after that waits for the next
 * overlays to mount (a remount of the app's providers), as the first one did.
 */
export function overlaysMounted(): () => void {
  mounted = true;
  markReady();
  return () => {
    mounted = false;
    ready = waitForMount();
  };
}

/** Resolves once the modals manager listens; asks for the overlays now if they are not in yet. */
export function whenOverlaysReady(): Promise<void> {
  if (!mounted) for (const listener of wantListeners) listener();
  return ready;
}

/** The overlays' gate hears here that they are wanted before the first paint; returns an unsubscriber. */
export function onOverlaysWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}
