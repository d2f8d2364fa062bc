import { useCallback, type ReactNode } from "react";
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { whenOverlaysReady } from "../lib/overlaysReady";

export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

/** Opens a confirmation modal; resolves true on confirm, false on cancel, Escape or outside click. */
export async function confirmAction(message: ReactNode, options: ConfirmOptions = {}): Promise<boolean> {
  await whenOverlaysReady(); // opened before the modals manager listens, it would be lost
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title ?? "Please confirm",
      children: typeof message === "string" ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: options.confirmLabel ?? "Yes", cancel: options.cancelLabel ?? "No" },
      confirmProps: options.danger ? { color: "red" } : undefined,
      onConfirm: () => resolve(true),
      // onClose also runs after a confirm; the promise keeps the first answer.
      onClose: () => resolve(false),
    });
  });
}

/** `const confirm = useConfirm(); if (await confirm("Are you sure to delete this User?")) …` */
export function useConfirm(): typeof confirmAction {
  return useCallback(confirmAction, []);
}
