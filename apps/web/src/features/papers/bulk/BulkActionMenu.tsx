// "Act on N papers": the bulk actions over a selection (chosen rows or every result of a search).
// Each action opens its dialog; the server judges each paper as the single action would, and the
// dialog shows how many were done and every refusal. Mail is previewed first: the server's count
// and a sample are confirmed before anything is sent, and the confirmed send carries one request
// key, so Send clicked again after a lost answer does not send twice.
import { useState } from "react";
import { Button, Group, List, Menu, Modal, Select, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { BULK_MAIL_PLACEHOLDERS, type BulkDownload, type PaperBulkResult } from "@symposia/domain";
import { useDecisions } from "../../../lib/api/reviewForms";
import {
  type BulkBody,
  type BulkTarget,
  downloadSelection,
  newRequestKey,
  useBulkAction,
  useBulkPcMembers,
} from "./api";

type DialogAction = "assign" | "unassign" | "lead" | "decision" | "mail_authors" | "mail_reviewers";

const TITLES: Record<DialogAction, string> = {
  assign: "Assign a reviewer",
  unassign: "Remove a reviewer",
  lead: "Set the lead",
  decision: "Set a decision",
  mail_authors: "Mail the authors",
  mail_reviewers: "Mail the reviewers",
};

export interface BulkActionMenuProps {
  confId: number;
  target: BulkTarget;
  /** how many papers the target holds (the selection, or the search's total) */
  count: number;
  onDone?: (result: PaperBulkResult) => void;
}

export function BulkActionMenu({ confId, target, count, onDone }: BulkActionMenuProps) {
  const [open, setOpen] = useState<DialogAction | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = (kind: BulkDownload) => {
    setDownloadError(null);
    downloadSelection(confId, kind, target).catch((e: Error) => setDownloadError(e.message));
  };
  const papers = count === 1 ? "1 paper" : `${count} papers`;
  return (
    <>
      <Group gap="xs">
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="light" disabled={count === 0}>
              Act on {papers}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {(Object.keys(TITLES) as DialogAction[]).map((action) => (
              <Menu.Item key={action} onClick={() => setOpen(action)}>
                {TITLES[action]}…
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item onClick={() => download("zip")}>Download the PDFs (ZIP)</Menu.Item>
            <Menu.Item onClick={() => download("csv")}>Export as CSV</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {downloadError && (
          <Text size="sm" c="red.8" role="alert">
            {downloadError}
          </Text>
        )}
      </Group>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open ? `${TITLES[open]}: ${papers}` : ""}>
        {open && (
          <BulkDialog
            key={open}
            confId={confId}
            action={open}
            target={target}
            onDone={(r) => onDone?.(r)}
            onClose={() => setOpen(null)}
          />
        )}
      </Modal>
    </>
  );
}

function BulkDialog({
  confId,
  action,
  target,
  onDone,
  onClose,
}: {
  confId: number;
  action: DialogAction;
  target: BulkTarget;
  onDone: (result: PaperBulkResult) => void;
  onClose: () => void;
}) {
  const bulk = useBulkAction(confId);
  const isMail = action === "mail_authors" || action === "mail_reviewers";
  const [fields, setFields] = useState<Record<string, string>>(isMail ? { sender_email: "chairs" } : {});
  const [previewed, setPreviewed] = useState<PaperBulkResult | null>(null);
  // one key per previewed mailing: every click of Send (a retry after an error too) sends it
  const [sendKey, setSendKey] = useState<string | null>(null);
  const set = (name: string) => (value: string | null) => {
    setFields((f) => ({ ...f, [name]: value ?? "" }));
    setPreviewed(null);
    setSendKey(null);
  };
  const body = (extra: Record<string, unknown> = {}): BulkBody => {
    const own: Record<string, unknown> = { ...fields };
    if (own.reviewer_id) own.reviewer_id = Number(own.reviewer_id);
    return { ...target, action, ...own, ...extra };
  };
  const run = () =>
    bulk.mutate(body(isMail && sendKey ? { request_key: sendKey } : {}), {
      onSuccess: (result) => {
        setPreviewed(null);
        onDone(result);
      },
    });
  const preview = () =>
    bulk.mutate(body({ preview: true }), {
      onSuccess: (result) => {
        setPreviewed(result);
        setSendKey(newRequestKey());
      },
    });
  const result = bulk.data && !bulk.data.preview ? bulk.data : null;

  if (result) return <Outcome result={result} mail={isMail} onClose={onClose} />;
  return (
    <Stack gap="sm">
      {(action === "assign" || action === "unassign" || action === "lead") && (
        <ReviewerPicker confId={confId} value={fields.reviewer_id ?? null} onChange={set("reviewer_id")} />
      )}
      {action === "decision" && <DecisionFields confId={confId} fields={fields} set={set} />}
      {isMail && (
        <>
          <TextInput
            label="Sender (before the @)"
            value={fields.sender_email ?? ""}
            onChange={(e) => set("sender_email")(e.currentTarget.value)}
          />
          <TextInput
            label="Subject"
            value={fields.subject ?? ""}
            onChange={(e) => set("subject")(e.currentTarget.value)}
          />
          <Textarea
            label="Message"
            autosize
            minRows={4}
            description={`Placeholders, filled per paper: ${BULK_MAIL_PLACEHOLDERS.join(" ")}`}
            value={fields.message ?? ""}
            onChange={(e) => set("message")(e.currentTarget.value)}
          />
        </>
      )}
      {bulk.error && (
        <Text size="sm" c="red.8" role="alert">
          {bulk.error.message}
        </Text>
      )}
      {previewed && (
        <Stack gap={4} role="status" aria-label="Preview">
          <Text size="sm">
            {previewed.recipients} {previewed.recipients === 1 ? "mail" : "mails"} to send for {previewed.done}{" "}
            {previewed.done === 1 ? "paper" : "papers"}
            {previewed.refused > 0 ? `; ${previewed.refused} refused` : ""}.
          </Text>
          {previewed.sample && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
              To {previewed.sample.to}: {previewed.sample.subject}
              {"\n"}
              {previewed.sample.text}
            </Text>
          )}
          <Refusals result={previewed} />
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        {isMail && !previewed ? (
          <Button loading={bulk.isPending} onClick={preview}>
            Preview
          </Button>
        ) : (
          <Button loading={bulk.isPending} disabled={isMail && previewed?.recipients === 0} onClick={run}>
            {isMail ? `Send ${previewed?.recipients ?? 0} mails` : "Apply"}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function ReviewerPicker({
  confId,
  value,
  onChange,
}: {
  confId: number;
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  const pc = useBulkPcMembers(confId, true);
  const data = (pc.data?.members ?? []).map((m) => ({
    value: String(m.user_id),
    label: `${m.first_name} ${m.last_name} <${m.email}>`.trim(),
  }));
  return (
    <Select
      label="Reviewer"
      placeholder={pc.isLoading ? "Loading the committee…" : "Pick a PC member"}
      searchable
      data={data}
      value={value}
      onChange={onChange}
    />
  );
}

function DecisionFields({
  confId,
  fields,
  set,
}: {
  confId: number;
  fields: Record<string, string>;
  set: (name: string) => (v: string | null) => void;
}) {
  const decisions = useDecisions(confId);
  return (
    <>
      <Select
        label="Decision"
        data={(decisions.data?.decisions ?? []).map((d) => d.label)}
        value={fields.decision ?? null}
        onChange={set("decision")}
      />
      <Textarea
        label="Final decision remark"
        autosize
        minRows={2}
        value={fields.final_decision_remark ?? ""}
        onChange={(e) => set("final_decision_remark")(e.currentTarget.value)}
      />
    </>
  );
}

function Refusals({ result }: { result: PaperBulkResult }) {
  const refused = result.results.filter((r) => !r.done);
  if (refused.length === 0) return null;
  return (
    <List size="sm" aria-label="Refused papers">
      {refused.map((r) => (
        <List.Item key={r.paper_id}>
          {r.paper_sequence === null ? `Paper id ${r.paper_id}` : `Paper ${r.paper_sequence}`}: {r.refusal}
        </List.Item>
      ))}
    </List>
  );
}

function Outcome({ result, mail, onClose }: { result: PaperBulkResult; mail: boolean; onClose: () => void }) {
  return (
    <Stack gap="sm">
      <Text role="status">
        {mail ? `${result.recipients ?? 0} mails sent for ${result.done} papers` : `${result.done} done`}
        {result.refused > 0 ? `, ${result.refused} refused` : ""}.
      </Text>
      <Refusals result={result} />
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}
