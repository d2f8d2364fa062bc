import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * The `token` of a mailed link (set-password, invitation, verify-email), read once; the address
 * bar loses it at once (history.replaceState), so it does not linger in the history, in a
 * bookmark, a screenshot or the Referer of a later request.
 */
export function useTokenFromAddressBar(): string {
  const [search] = useSearchParams();
  const [token] = useState(() => search.get("token") ?? "");
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("token")) return;
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return token;
}
