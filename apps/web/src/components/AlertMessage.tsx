import { useCallback, useEffect, useRef, useState } from "react";
import { Alert } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconX } from "@tabler/icons-react";

// In-page alerts (the spec's "Alert message" client state: show flag, variant, message).
// Auto-hide times from the spec: login, register, change password 7 s; conference list and the
// circulation dialog 2 s.
export type AlertVariant = "success" | "danger" | "warning" | "info";

export interface AlertState {
  show: boolean;
  variant: AlertVariant;
  message: string;
}

export const ALERT_HIDE_MS = { login: 7000, form: 7000, list: 2000 } as const;

const HIDDEN: AlertState = { show: false, variant: "info", message: "" };

/** State for one in-page alert that hides itself `hideAfterMs` after it was shown. */
export function useAlertMessage(hideAfterMs: number = ALERT_HIDE_MS.form) {
  const [alert, setAlert] = useState<AlertState>(HIDDEN);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const hide = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setAlert(HIDDEN);
  }, []);

  const show = useCallback(
    (variant: AlertVariant, message: string, ms: number = hideAfterMs) => {
      if (timer.current) clearTimeout(timer.current);
      setAlert({ show: true, variant, message: message || "No message defined" });
      timer.current = ms > 0 ? setTimeout(() => setAlert(HIDDEN), ms) : null;
    },
    [hideAfterMs],
  );

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return { alert, show, hide };
}

const LOOK: Record<AlertVariant, { color: string; icon: typeof IconInfoCircle }> = {
  success: { color: "teal", icon: IconCircleCheck },
  danger: { color: "red", icon: IconX },
  warning: { color: "yellow", icon: IconAlertTriangle },
  info: { color: "blue", icon: IconInfoCircle },
};

export interface AlertMessageProps {
  alert: AlertState;
  onClose?: () => void;
}

/** Renders the alert of useAlertMessage (nothing when hidden); role="alert" so it is announced. */
export function AlertMessage({ alert, onClose }: AlertMessageProps) {
  if (!alert.show) return null;
  const { color, icon: Icon } = LOOK[alert.variant];
  return (
    <Alert
      role="alert"
      color={color}
      variant="light"
      icon={<Icon size={18} aria-hidden />}
      withCloseButton={!!onClose}
      closeButtonLabel="Dismiss"
      onClose={onClose}
      data-variant={alert.variant}
      mb="md"
    >
      {alert.message}
    </Alert>
  );
}
