import { notifications } from "@mantine/notifications";

// The global alert of the spec: service errors and success messages, shown for about 2 seconds.
export const GLOBAL_ALERT_MS = 2000;

type Variant = "success" | "danger" | "warning" | "info";

const COLORS: Record<Variant, string> = { success: "teal", danger: "red", warning: "yellow", info: "blue" };
const TITLES: Record<Variant, string> = { success: "Done", danger: "Error", warning: "Warning", info: "Notice" };

function show(variant: Variant, message: string, autoClose: number): void {
  notifications.show({
    color: COLORS[variant],
    title: TITLES[variant],
    message: message || "No message defined",
    autoClose,
    withBorder: true,
    closeButtonProps: { "aria-label": "Close notification" },
  });
}

export const notifySuccess = (message: string, autoClose = GLOBAL_ALERT_MS) => show("success", message, autoClose);
export const notifyError = (message: string, autoClose = GLOBAL_ALERT_MS) => show("danger", message, autoClose);
export const notifyWarning = (message: string, autoClose = GLOBAL_ALERT_MS) => show("warning", message, autoClose);
