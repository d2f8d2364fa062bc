import { Anchor, List, Stack, Text } from "@mantine/core";
import type { SubmissionTemplateLink } from "@symposia/domain";
import { SafeHtml } from "./SafeHtml";

/**
 * The chairs' instructions for authors and their templates, in the submission dialog and
 * on the public CFP. The HTML, sanitised by the server, goes through SafeHtml.
 */
export function SubmissionGuidance({
  html,
  templates,
}: {
  html: string | null | undefined;
  templates: SubmissionTemplateLink[] | undefined;
}) {
  if (!html && !templates?.length) return null;
  return (
    <Stack gap={4} data-testid="submission-guidance">
      {html && <SafeHtml html={html} />}
      {!!templates?.length && (
        <>
          <Text size="sm" fw={600}>
            Templates
          </Text>
          <List size="sm">
            {templates.map((t) => (
              <List.Item key={t.url}>
                <Anchor href={t.url} target="_blank" rel="noopener noreferrer">
                  {t.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
