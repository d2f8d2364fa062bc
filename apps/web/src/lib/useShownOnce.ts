import { useState } from "react";

/**
 * True from the first render at which `ready` holds, and from then on: a screen that waits for its
 * first answers before it shows does not go back to waiting when one of them is asked again.
 */
export function useShownOnce(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  if (ready && !shown) setShown(true);
  return shown || ready;
}
