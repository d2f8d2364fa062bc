import { Alert, Anchor, Badge, Table, Text, VisuallyHidden } from "@mantine/core";
import { SUBREVIEW_STATUS_LABELS } from "@symposia/domain";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { useMySubreviews } from "../../../lib/api/discussion";
import { isApiError } from "../../../lib/api/errors";

/**
 * The subreviewer's requests (the side menu's "Subreviews"): each paper by number and title only
 * (the server leaves the authors to the subreview page, which applies the anonymity rules), with
 * the status the asking reviewer sees.
 */
export default function MySubreviewsPage() {
  const list = useMySubreviews();
  return (
    <>
      <PageHeader title="Subreviews" from="Subreviews" />
      {list.isPending && <Text>Loading…</Text>}
      {list.isError && (
        <Alert color="red.9">
          {isApiError(list.error) ? list.error.message : "Your subreviews could not be loaded."}
        </Alert>
      )}
      {list.data?.length === 0 && <EmptyState message="Nobody has asked you to review a paper." />}
      {list.data && list.data.length > 0 && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Paper</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>#{s.paper_sequence}</Table.Td>
                <Table.Td>{s.paper_title}</Table.Td>
                <Table.Td>
                  <Badge color={s.status === "returned" ? "red.9" : s.status === "approved" ? "teal.9" : "gray.7"}>
                    {SUBREVIEW_STATUS_LABELS[s.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.subreview(s.id)}
                    aria-label={`Open the subreview of paper #${s.paper_sequence}`}
                  >
                    {s.can_write ? "Write review" : "Open"}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
