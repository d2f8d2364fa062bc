import { Modal, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { cfpCirculationSchema } from "@symposia/domain";
import type { z } from "zod";
import { AlertMessage, ALERT_HIDE_MS, useAlertMessage } from "../../../components/AlertMessage";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { SenderEmailInput } from "../../../components/SenderEmailInput";
import { useCfpCirculation } from "../api/cfpCirculation";
import { DialogActions } from "../../../components/DialogActions";

/** The form's values, as the shared schema reads them. */
type Values = z.input<typeof cfpCirculationSchema>;

const EMPTY: Values = { start_sequence: "", end_sequence: "", sender_email: "", subject: "", message: "" };

/**
 * CFP Circulation (admin side menu, part 1 §2): mails every active user at positions
 * start_sequence…end_sequence of the user list, from <local part>@<the product's mail domain>.
 */
export default function CfpCirculationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const send = useCfpCirculation();
  const { alert, show, hide } = useAlertMessage(ALERT_HIDE_MS.list);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: schemaResolver(cfpCirculationSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    hide();
    send.mutate(cfpCirculationSchema.parse(values), {
      onSuccess: (res) => {
        show(res.success ? "success" : "warning", res.message);
        if (res.success) form.reset();
      },
      onError: (e) => {
        applyServerFieldErrors(form, e);
        show("danger", errorMessage(e));
      },
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="CFP Circulation" size="lg">
      <AlertMessage alert={alert} onClose={hide} />
      <form onSubmit={submit} noValidate aria-label="CFP Circulation">
        <Stack gap="sm">
          <SimpleGrid cols={2}>
            <NumberInput
              label="Start sequence"
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("start_sequence")}
            />
            <NumberInput
              label="End sequence"
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("end_sequence")}
            />
          </SimpleGrid>
          <SenderEmailInput placeholder="e.g. cfp" {...form.getInputProps("sender_email")} />
          <TextInput label="Subject" required {...form.getInputProps("subject")} />
          <Textarea label="Message" required rows={7} {...form.getInputProps("message")} />
          <DialogActions onCancel={onClose} cancelLabel="Close" loading={send.isPending} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
