// The search language's help beside the box: every term with an example, and the precedence. The
// entries are the domain package's, the same the parser reads and the API docs list.
import { Code, Paper, Table, Text, Title, UnstyledButton } from "@mantine/core";
import { SEARCH_HELP, SEARCH_PRECEDENCE } from "@symposia/domain";

export function SearchHelpPanel({ onExample }: { onExample?: (example: string) => void }) {
  return (
    <Paper withBorder p="sm" role="region" aria-label="Search help">
      <Title order={3} size="h5" mb="xs">
        Search terms
      </Title>
      <Text size="sm" mb="xs">
        {SEARCH_PRECEDENCE}
      </Text>
      <Table striped withTableBorder={false} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Term</Table.Th>
            <Table.Th>Meaning</Table.Th>
            <Table.Th>Example</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SEARCH_HELP.map((h) => (
            <Table.Tr key={h.term}>
              <Table.Td>
                <Code>{h.term}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{h.meaning}</Text>
              </Table.Td>
              <Table.Td>
                {onExample ? (
                  <UnstyledButton onClick={() => onExample(h.example)} aria-label={`Search for ${h.example}`}>
                    <Code>{h.example}</Code>
                  </UnstyledButton>
                ) : (
                  <Code>{h.example}</Code>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
