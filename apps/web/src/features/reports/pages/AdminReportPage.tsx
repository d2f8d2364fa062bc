import { PageHeader } from "../../../components/PageHeader";

/** Spec: a placeholder page with only a header titled Report. */
export default function AdminReportPage() {
  return <PageHeader title="Report" />;
}
