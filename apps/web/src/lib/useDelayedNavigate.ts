import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/** Navigates after a delay (the spec's "back to / after 3 s"); cancelled if the page unmounts. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return useCallback(
    (to: string, delayMs: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, { replace: true }), delayMs);
    },
    [navigate],
  );
}

/** Spec part 1 §9: redirect after a successful register or reset, and after a 401 on change password. */
export const REDIRECT_AFTER_SUCCESS_MS = 3000;
export const REDIRECT_AFTER_UNAUTHORIZED_MS = 6000;
