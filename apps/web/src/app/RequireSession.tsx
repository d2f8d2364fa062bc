import { Navigate, Outlet } from "react-router";
import { useSession } from "../lib/auth/session";

/** The route guard: no stored access_token sends the visitor to / (spec part 1 §2). */
export function RequireSession() {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  return <Outlet />;
}
