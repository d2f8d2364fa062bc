import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { overlaysMounted } from "../lib/overlaysReady";
// notifications and modals are not in the first paint's styles (app/styles/critical.css)
import "./styles/restStyles";

/**
 * The global alert (notifications) and the modals manager. Both are driven by events
 * (`notifications.show`, `modals.openConfirmModal`), so they do not need to wrap the app and are
 * loaded after the first paint, keeping the login page's JavaScript small.
 * Use `modals.*` / useConfirm(), not the `useModals()` context hook.
 */
export default function Overlays() {
  // after the children's effects: the modals manager listens by then (lib/overlaysReady.ts)
  useEffect(overlaysMounted, []);
  return (
    <>
      <Notifications position="top-right" zIndex={1000} limit={4} />
      <ModalsProvider />
    </>
  );
}
