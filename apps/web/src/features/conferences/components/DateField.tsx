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

// Requested as soon as a screen with date fields loads (this module is in its chunk), beside the
// screen's data: the form's first render then has its pickers, instead of read-only stand-ins
// replaced a moment later in a second render (a long task on a slow phone). A failure shows where
// a picker renders.
const pickers = import("./pickers");
pickers.catch(() => undefined);
const DatePickerField = lazy(() => pickers.then((m) => ({ default: m.DatePickerField })));
const DateTimePickerField = lazy(() => pickers.then((m) => ({ default: m.DateTimePickerField })));

/**
 * A read-only date (or date-time) picker in the YYYY-MM-DD format. The picker library loads
 * lazily, with the screen; until it is in, a read-only input shows the value.
 */
export function DateField({ withTime, ...props }: DateFieldProps) {
  const fallback = <TextInput label={props.label} required={props.required} value={props.value} readOnly error={props.error} />;
  return <Suspense fallback={fallback}>{withTime ? <DateTimePickerField {...props} /> : <DatePickerField {...props} />}</Suspense>;
}
