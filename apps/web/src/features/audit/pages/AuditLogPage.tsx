import { useState } from "react";
import { Alert, Box, Group, LoadingOverlay, NativeSelect, Paper, Stack } from "@mantine/core";
import { USER_PAGE_SIZES } from "@symposia/domain";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { Pager } from "../../../components/Pager";
import { errorMessage } from "../../../lib/api/errors";
import { useAuditLog, type AuditLogParams } from "../api/listAuditLog";
import { AuditLogFilterForm } from "../components/AuditLogFilterForm";
import { AuditLogTable } from "../components/AuditLogTable";
import { LoadingIndicator } from "../../../components/LoadingIndicator";

export const DEFAULT_PAGE_SIZE = 50;
export const NO_MATCH_MESSAGE = "No audit entries match these filters.";

/**
 * Audit Log (/settings/auditLog): the whole trail, newest first, for ADMIN (GET /audit-log). Like
 * the other Settings screens there is no client-side guard: the server refuses anyone else, and
 * its message is shown where the table would be.
 */
export default function AuditLogPage() {
  const [params, setParams] = useState<AuditLogParams>({ per_page: DEFAULT_PAGE_SIZE, page: 1 });
  const log = useAuditLog(params);
  const entries = log.data?.data ?? [];
  const total = log.data?.total ?? 0;

  return (
    <>
      <PageHeader title="Audit Log" from="Settings" to="Audit Log" />
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
        <Stack gap="md">
          <AuditLogFilterForm
            onApply={(filters) => setParams((p) => ({ ...filters, per_page: p.per_page, page: 1 }))}
          />
          <Group justify="flex-end">
            {/* The Settings tables share their page sizes. */}
            <NativeSelect
              label="Rows per page"
              data={USER_PAGE_SIZES.map(String)}
              value={String(params.per_page)}
              onChange={(e) => setParams((p) => ({ ...p, per_page: Number(e.currentTarget.value), page: 1 }))}
              w={140}
            />
          </Group>
          <Box pos="relative" mih={120}>
            <LoadingOverlay
              visible={log.isFetching && !log.isLoading}
              zIndex={5}
              overlayProps={{ blur: 1 }}
              loaderProps={{ size: "sm" }}
            />
            {log.isLoading ? (
              <LoadingIndicator label="Loading audit entries" />
            ) : log.isError ? (
              <Alert color="red" role="alert">
                {errorMessage(log.error)}
              </Alert>
            ) : entries.length === 0 ? (
              <EmptyState message={NO_MATCH_MESSAGE} />
            ) : (
              <AuditLogTable entries={entries} />
            )}
          </Box>
          {!log.isError && total > 0 && (
            <Pager
              page={params.page}
              total={total}
              perPage={params.per_page}
              onChange={(page) => setParams((p) => ({ ...p, page }))}
            />
          )}
        </Stack>
      </Paper>
    </>
  );
}
