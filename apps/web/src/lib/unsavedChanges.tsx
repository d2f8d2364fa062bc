import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";

// Unsaved input is never lost without asking: a form or dialog says it holds unsaved input with
// useUnsavedChanges(dirty); one UnsavedChangesGuard (in the app's root frame) asks before the app
// navigates away and lets the browser warn before a reload or a closed tab. React Router consults
// only one blocker per router, so the blocker lives once in the guard and reads every owner here.

const owners = new Set<symbol>();

/** Does any mounted form or dialog hold input that is not saved. */
export function hasUnsavedChanges(): boolean {
  return owners.size > 0;
}

export const LEAVE_MESSAGE = "You have unsaved changes on this page. Leave and discard them?";
export const DISCARD_MESSAGE = "You have unsaved changes in this dialog. Close it and discard them?";

/** Asks before unsaved input is dropped; true when the person agrees (or nothing is unsaved). */
export async function confirmDiscard(message = DISCARD_MESSAGE): Promise<boolean> {
  // loaded when asked: the guard sits in the first screen's code, the modals do not
  const { confirmAction } = await import("../components/useConfirm");
  return confirmAction(message, {
    title: "Discard unsaved changes?",
    confirmLabel: "Discard",
    cancelLabel: "Keep editing",
    danger: true,
  });
}

/**
 * Marks this component's input as unsaved while `dirty`. `release()` lets the next navigation pass
 * at once (after a save that navigates away, before the saved state has re-rendered);
 * `confirmClose()` is what a dialog asks before it closes.
 */
export function useUnsavedChanges(dirty: boolean) {
  const owner = useRef<symbol>(Symbol("unsaved input"));
  useEffect(() => {
    if (!dirty) return;
    const id = Symbol("unsaved input");
    owner.current = id;
    owners.add(id);
    return () => {
      owners.delete(id);
    };
  }, [dirty]);
  const release = useCallback(() => {
    owners.delete(owner.current);
  }, []);
  const confirmClose = useCallback(async () => !dirty || confirmDiscard(), [dirty]);
  return { release, confirmClose };
}

/** Asks before an in-app navigation drops unsaved input; the browser asks before a reload or a closed tab. */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // older browsers show their own text only when returnValue is set
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirmDiscard(LEAVE_MESSAGE).then((leave) => {
      // the page being left unmounts its forms, and with them their marks
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);
  return null;
}
