import {
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  Paper as Card,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { authorAssignByHandSchema } from "@symposia/domain";
import { CountrySelect } from "../../../components/CountrySelect";
import { notifyError, notifySuccess, notifyWarning } from "../../../components/notify";
import { useConfirm } from "../../../components/useConfirm";
import { errorMessage } from "../../../lib/api/errors";
import { applyServerFieldErrors } from "../../../lib/forms";
import { type AuthorAssignBody, useAssignAuthor, useChoosePresenter, useDeleteAuthor } from "../api/paperAuthors";
import type { Paper } from "@symposia/domain";

export interface AuthorsDialogProps {
  confId: number;
  paper: Paper | null;
  opened: boolean;
  onClose: () => void;
  /** authors may be added and removed now (false: the dialog only shows them and the presenter choice) */
  canChangeAuthors?: boolean;
}

const EMPTY = { first_name: "", last_name: "", email: "", country: "", affiliation: "" };

/**
 * The paper's authors: add one by name and email; remove with confirmation. Authors do not browse
 * the site's accounts (GET /search-users is for the people who manage a conference):
 * a co-author who has an account with that email is linked to it once they have verified it.
 */
export function AuthorsDialog({ confId, paper, opened, onClose, canChangeAuthors = true }: AuthorsDialogProps) {
  const confirm = useConfirm();
  const assign = useAssignAuthor(confId, paper?.id ?? 0);
  const remove = useDeleteAuthor(confId);
  const form = useForm({ initialValues: EMPTY, validate: schemaResolver(authorAssignByHandSchema, { sync: true }) });
  const authors = paper?.paper_author_data ?? [];
  const presenter = useChoosePresenter(confId, paper?.id ?? 0);
  const canChoosePresenter = paper?.actions.presenter === true;

  const choosePresenter = async (authorId: number) => {
    try {
      const res = await presenter.mutateAsync(authorId);
      notifySuccess(res.message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  const add = async (body: AuthorAssignBody): Promise<boolean> => {
    try {
      const res = await assign.mutateAsync(body);
      if (!res.success) {
        notifyWarning(res.message);
        return false;
      }
      notifySuccess(res.message);
      return true;
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) notifyError(errorMessage(error));
      return false;
    }
  };

  const addByHand = form.onSubmit(async (values) => {
    if (await add(values)) form.reset();
  });

  const deleteAuthor = async (authorId: number) => {
    if (!(await confirm("Are you sure to delete this Author?", { danger: true }))) return;
    try {
      const res = await remove.mutateAsync(authorId);
      if (res.success) notifySuccess(res.message);
      else notifyWarning(res.message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={paper ? `Authors of paper ${paper.paper_sequence}` : "Authors"}
      size="xl"
    >
      <Stack gap="md">
        <Stack gap={6} component="section" aria-label="Current authors">
          <Title order={4}>Authors</Title>
          {authors.map((a, i) => (
            <Card key={a.id} withBorder p="xs">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={500}>
                    {i + 1}. {a.author_first_name} {a.author_last_name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {a.author_email}
                  </Text>
                  {!a.confirmed && (
                    <Text size="sm" c="gray.7">
                      awaiting confirmation
                    </Text>
                  )}
                </div>
                {a.is_presenter === 1 && (
                  <Badge variant="light" color="teal">
                    Presenter
                  </Badge>
                )}
                {canChoosePresenter && a.is_presenter !== 1 && (
                  <Button
                    variant="light"
                    size="compact-sm"
                    loading={presenter.isPending && presenter.variables === a.id}
                    aria-label={`Make ${a.author_first_name} ${a.author_last_name} the presenter`}
                    onClick={() => void choosePresenter(a.id)}
                  >
                    Make presenter
                  </Button>
                )}
                {canChangeAuthors && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    disabled={authors.length <= 1}
                    title={authors.length <= 1 ? "A paper needs at least one author" : undefined}
                    aria-label={`Delete author ${a.author_first_name} ${a.author_last_name}`}
                    onClick={() => void deleteAuthor(a.id)}
                  >
                    Delete
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
        {canChoosePresenter && (
          <Text size="sm" c="dimmed">
            Mark which author presents the paper at the conference; one per paper, and any of its authors may change it.
          </Text>
        )}
        {canChangeAuthors && (
          <>
            <Divider />
            <Text size="sm" c="dimmed">
              Add a co-author by name and email. Someone with an account becomes an author (the paper appears in their
              My Papers) once they confirm the request on their own My Papers screen.
            </Text>
            <form onSubmit={addByHand} noValidate aria-label="Add author by hand">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="First Name" required {...form.getInputProps("first_name")} />
                <TextInput label="Last Name" required {...form.getInputProps("last_name")} />
                <TextInput label="Email" type="email" required {...form.getInputProps("email")} />
                <CountrySelect required {...form.getInputProps("country")} />
                <TextInput label="Affiliation" required {...form.getInputProps("affiliation")} />
              </SimpleGrid>
              <Group justify="flex-end" mt="sm">
                <Button type="submit" loading={assign.isPending}>
                  Add Author
                </Button>
              </Group>
            </form>
          </>
        )}
      </Stack>
    </Modal>
  );
}
