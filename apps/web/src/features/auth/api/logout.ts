import { api } from "../../../lib/api/client";
import { signOut } from "../../../lib/auth/session";
import { queryClient } from "../../../lib/api/queryClient";

/**
 * POST /logout, then clear everything stored locally. Spec part 1 §4: if the call fails the error
 * is logged and the user is signed out anyway; the caller then goes to /.
 */
export async function logout(): Promise<void> {
  try {
    await api.post("/logout", {}, { unauthorized: "manual" });
  } catch (error) {
    console.error("Logout call failed; signing out locally anyway.", error);
  } finally {
    signOut();
    queryClient.clear();
  }
}
