import { lazy, Suspense } from "react";
import { TextInput } from "@mantine/core";
import { useFirstPaintDone } from "../../../lib/afterFirstPaint";
import { DATE_TIME_PLACEHOLDER, type DateFieldProps } from "./dateFieldProps";

const DatePickerField = lazy(() => import("./pickers").then((m) => ({ default: m.DatePickerField })));
const DateTimePickerField = lazy(() => import("./pickers").then((m) => ({ default: m.DateTimePickerField })));

/**
 * A read-only date (or date-time) picker in the YYYY-MM-DD format. The picker library loads
 * lazily, once the first screen has painted (lib/afterFirstPaint.ts); until then a read-only input
 * of the same size shows the value.
 */
export function DateField({ withTime, ...props }: DateFieldProps) {
  const painted = useFirstPaintDone();
  // the same label, description and placeholder as the picker, so the form keeps its height when
  // the picker takes the fallback's place (a description's line appearing then moved what is below)
  const fallback = (
    <TextInput
      label={props.label}
      description={props.description}
      placeholder={props.placeholder ?? (withTime ? DATE_TIME_PLACEHOLDER : undefined)}
      required={props.required}
      value={props.value}
      readOnly
      error={props.error}
    />
  );
  if (!painted) return fallback;
  return (
    <Suspense fallback={fallback}>
      {withTime ? <DateTimePickerField {...props} /> : <DatePickerField {...props} />}
    </Suspense>
  );
}
