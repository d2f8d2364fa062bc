import { Button, Group, type MantineSpacing } from "@mantine/core";

interface DialogActionsProps {
  /** closes the dialog without sending */
  onCancel: () => void;
  /** "Cancel" unless the dialog says "Close" */
  cancelLabel?: string;
  submitLabel?: string;
  /** the request is on its way: the submit button spins and cannot be pressed twice */
  loading?: boolean;
  /** e.g. while the text to send is still loading */
  disabled?: boolean;
  mt?: MantineSpacing;
}

/** The row under a send-a-message form: a plain dismiss button, then the form's submit button. */
export function DialogActions({
  onCancel,
  cancelLabel = "Cancel",
  submitLabel = "Send",
  loading,
  disabled,
  mt,
}: DialogActionsProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
