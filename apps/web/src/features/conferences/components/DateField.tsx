import { lazy, Suspense } from "react";
import { TextInput } from "@mantine/core";

export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** "YYYY-MM-DD": days before it are disabled */
  minDate?: string;
  required?: boolean;
  error?: React.ReactNode;
  placeholder?: string;
  withTime?: boolean;
  description?: string;
}

const DatePickerField = lazy(() => import("./pickers").then((m) => ({ default: m.DatePickerField })));
const DateTimePickerField = lazy(() => import("./pickers").then((m) => ({ default: m.DateTimePickerField })));

/**
 * A read-only date (or date-time) picker in the YYYY-MM-DD format. The picker library loads
 * lazily; until then a read-only input shows the value.
 */
export function DateField({ withTime, ...props }: DateFieldProps) {
  const fallback = <TextInput label={props.label} required={props.required} value={props.value} readOnly error={props.error} />;
  return <Suspense fallback={fallback}>{withTime ? <DateTimePickerField {...props} /> : <DatePickerField {...props} />}</Suspense>;
}
