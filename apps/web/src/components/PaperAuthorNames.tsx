import { Stack, Text } from "@mantine/core";

interface AuthorName {
  id: number;
  author_first_name?: string | null;
  author_last_name?: string | null;
  /** 1 for the author who presents the paper */
  is_presenter?: number;
}

/** "Ada Lovelace", or "" when the server left both names out. */
export const authorName = (a: AuthorName) => [a.author_first_name, a.author_last_name].filter(Boolean).join(" ");

/** The names with " (Presenter)" after the presenting author (author_selecting_presenter). */
export const authorLabelsOf = (authors: AuthorName[] | null | undefined): string[] =>
  (authors ?? [])
    .filter((a) => authorName(a) !== "")
    .map((a) => (a.is_presenter === 1 ? `${authorName(a)} (Presenter)` : authorName(a)));

export const HIDDEN_AUTHORS_TEXT = "Hidden (double-blind)";

/** One name per line in a table cell, or a dimmed "Hidden (double-blind)" when none came. */
export function PaperAuthorNames({ authors }: { authors: AuthorName[] | null | undefined }) {
  const names = authorLabelsOf(authors);
  if (names.length === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {HIDDEN_AUTHORS_TEXT}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {names.map((name, i) => (
        <Text size="sm" key={i}>
          {name}
        </Text>
      ))}
    </Stack>
  );
}
