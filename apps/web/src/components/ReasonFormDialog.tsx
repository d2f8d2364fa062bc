import { type FormEvent, type ReactNode, useState } from "react";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { errorMessage } from "../lib/api/errors";
import { applyServerFieldErrors } from "../lib/forms";
import { notifySuccess, notifyWarning } from "./notify";

export interface ReasonFormDialogProps {
  /** for dialogs kept mounted between uses; those mounted only while open leave it out */
  opened?: boolean;
  title: string;
  /** the form's accessible name */
  formLabel: string;
  /** the paper and what the action does, above the fields */
  intro?: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** a refusal that names no field (from useReasonFormOutcome) */
  error?: string | null;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** the fields: at least the reason */
  children: ReactNode;
}

/**
 * The shell of a dialog where a paper is given up or stopped with a reason (decline a review,
 * declare one's own conflict, withdraw or block a paper): the paper, the fields, a refusal that
 * names no field, Cancel and a red submit button.
 */
export function ReasonFormDialog({
  opened = true,
  title,
  formLabel,
  intro,
  submitLabel,
  pending,
  error = null,
  onSubmit,
  onClose,
  children,
}: ReasonFormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate aria-label={formLabel}>
        <Stack gap="sm">
          {intro && <Text size="sm">{intro}</Text>}
          {children}
          {error && (
            <Text size="sm" c="red.9" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" size="xs" color="red" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * What such a dialog does with the server's answer: success notifies and closes, a warning stays
 * open, field errors go to their fields and any other refusal to `error`.
 */
export function useReasonFormOutcome(form: Parameters<typeof applyServerFieldErrors>[0], onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clearError: () => setError(null),
    onSuccess: (res: { success: boolean; message: string }) => {
      if (!res.success) return notifyWarning(res.message);
      notifySuccess(res.message);
      onClose();
    },
    onError: (err: unknown) => {
      if (!applyServerFieldErrors(form, err)) setError(errorMessage(err));
    },
  };
}
