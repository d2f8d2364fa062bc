import { useState } from "react";
import { Badge, Button, Group, Paper, ScrollArea, Stack, Table, Text, TextInput, Textarea, Title } from "@mantine/core";
import { IconDownload, IconMail } from "@tabler/icons-react";
import { type CameraReadyMail, DEFAULT_CAMERA_READY_MESSAGE, DEFAULT_CAMERA_READY_SUBJECT } from "@symposia/domain";
import { notifyError, notifySuccess } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { downloadProceedings, useCameraReadyMail, useCameraReadyStatus } from "../api/cameraReady";

/**
 * Camera-ready, for the conference chairs: which accepted papers have their final
 * version, a mail to the authors of the missing ones (preview first), and the proceedings ZIP.
 */
export function CameraReadyPanel({ confId }: { confId: number }) {
  const status = useCameraReadyStatus(confId);
  const mail = useCameraReadyMail(confId);
  const confirm = useConfirm();
  const [subject, setSubject] = useState(DEFAULT_CAMERA_READY_SUBJECT);
  const [message, setMessage] = useState(DEFAULT_CAMERA_READY_MESSAGE);
  const [preview, setPreview] = useState<CameraReadyMail[] | null>(null);

  // not a chair of the whole conference (e.g. a track chair): no panel
  if (status.isError) return null;
  const data = status.data;

  const showPreview = async () => {
    try {
      setPreview((await mail.mutateAsync({ subject, message, preview: true })).result.mails);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  const send = async () => {
    if (!preview || !(await confirm(`Send ${preview.length} mail${preview.length === 1 ? "" : "s"}?`))) return;
    try {
      notifySuccess((await mail.mutateAsync({ subject, message, preview: false })).message);
      setPreview(null);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="sm" aria-label="Camera-ready">
      <Title order={2} size="h4" mt="lg">
        Camera-ready
      </Title>
      {data && (
        <Text size="sm">
          {data.uploaded} of {data.uploaded + data.missing} accepted papers have their final version. Uploads are{" "}
          {data.open ? "open" : "closed"}
          {data.deadline_local ? ` (deadline ${data.deadline_local}, ${data.timezone})` : ""}.
        </Text>
      )}
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void downloadProceedings(confId)}
          disabled={!data || data.uploaded === 0}
        >
          Download proceedings
        </Button>
      </Group>
      {data && data.papers.length > 0 && (
        <ScrollArea.Autosize mah={320}>
          <Table striped aria-label="Final versions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Paper</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Final version</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.papers.map((p) => (
                <Table.Tr key={p.paper_id}>
                  <Table.Td>{p.paper_sequence}</Table.Td>
                  <Table.Td>{p.final_title ?? p.paper_title}</Table.Td>
                  <Table.Td>
                    {p.uploaded ? (
                      <Badge color="green" variant="light">
                        Uploaded
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        Missing
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {data && data.missing > 0 && (
        <Stack gap="xs">
          <Text size="sm">
            Mail the authors of the papers still missing a final version (one mail per author). Placeholders: {"{name}"}
            , {"{papers}"}, {"{deadline}"}, {"{conference}"}.
          </Text>
          <TextInput
            label="Subject"
            value={subject}
            onChange={(e) => {
              setSubject(e.currentTarget.value);
              setPreview(null);
            }}
          />
          <Textarea
            label="Message"
            autosize
            minRows={5}
            value={message}
            onChange={(e) => {
              setMessage(e.currentTarget.value);
              setPreview(null);
            }}
          />
          <Group gap="xs">
            <Button variant="light" onClick={() => void showPreview()} loading={mail.isPending && preview === null}>
              Preview
            </Button>
            <Button
              leftSection={<IconMail size={16} aria-hidden />}
              onClick={() => void send()}
              disabled={!preview || preview.length === 0}
              loading={mail.isPending && preview !== null}
            >
              Mail missing
            </Button>
          </Group>
          {preview && (
            <Stack gap="xs" aria-label="Camera-ready mail preview">
              <Text size="sm" fw={600}>
                {preview.length === 0
                  ? "No author would be mailed."
                  : `${preview.length} mail${preview.length === 1 ? "" : "s"} would be sent:`}
              </Text>
              {preview.map((m) => (
                <Paper key={m.to} withBorder p="xs" radius="sm">
                  <Text size="xs" c="dimmed">
                    To: {m.to}
                  </Text>
                  <Text size="sm" fw={600}>
                    {m.subject}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                    {m.text}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
