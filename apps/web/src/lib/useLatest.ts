import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * A ref to `value` as of the last commit, for handlers that read the value when they run: a
 * callback made with it keeps its identity when the value changes, so memoised children that take
 * the callback do not render again for it.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
