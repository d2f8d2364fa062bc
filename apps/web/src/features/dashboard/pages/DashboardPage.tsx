import { Alert, Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { conferenceNavState, paths } from "../../../app/paths";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { errorMessage } from "../../../lib/api/errors";
import { useConferenceId } from "../../../lib/useConferenceId";
import { useDashboard } from "../api/dashboard";
import { PhaseCard } from "../components/PhaseCard";
import { LoadingIndicator } from "../../../components/LoadingIndicator";

/** The chair's console: where each phase stands and what to do next. */
export default function DashboardPage() {
  const confId = useConferenceId();
  const dashboard = useDashboard(confId);
  if (confId === null) {
    return (
      <>
        <PageHeader title="Dashboard" from="Conference" to="Dashboard" back />
        <EmptyState message="No conference selected." />
      </>
    );
  }
  const d = dashboard.data;
  return (
    <>
      <PageHeader
        title={d ? `${d.acronym_title} Dashboard` : "Dashboard"}
        from="Conference"
        to="Dashboard"
        back
        actions={
          <Button
            component={Link}
            to={paths.conferencePc(confId)}
            state={conferenceNavState(confId)}
            variant="default"
            size="sm"
          >
            Programme Committee
          </Button>
        }
      />
      {dashboard.isError && <Alert color="red">{errorMessage(dashboard.error)}</Alert>}
      {dashboard.isLoading && <LoadingIndicator label="Loading the dashboard" />}
      {d && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Dates are in the deadline time zone, {d.timezone}.
          </Text>
          {d.phases.map((phase) => (
            <PhaseCard
              key={phase.key}
              phase={phase}
              confId={confId}
              timezone={d.timezone}
              dateFormat={d.date_format}
              current={phase.key === d.current_phase}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
