import { Navigate, Outlet, useLocation } from "react-router";
import { loginPathFor } from "../lib/auth/nextPath";
import { useSession } from "../lib/auth/session";

/**
 * The route guard: no stored access_token sends the visitor to / (spec part 1 §2), with the page
 * they wanted as `?next=`, so a link from a mail followed while signed out lands there after login.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <Outlet />;
}
