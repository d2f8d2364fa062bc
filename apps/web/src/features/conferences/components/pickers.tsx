import "@mantine/dates/styles.layer.css"; // in the "mantine" layer, like core (app/styles/critical.css)
import { DatePickerInput, DateTimePicker } from "@mantine/dates";
import type { DateFieldProps } from "./DateField";

// Loaded on demand (with @mantine/dates and dayjs) the first time a form with a date shows.

const ARIA_LABELS = {
  nextMonth: "Next month",
  previousMonth: "Previous month",
  nextYear: "Next year",
  previousYear: "Previous year",
  nextDecade: "Next decade",
  previousDecade: "Previous decade",
  monthLevelControl: "Choose a month",
  yearLevelControl: "Choose a year",
};
/** Days are announced (and found) by their ISO date. */
const dayLabel = (date: string) => date.slice(0, 10);

export function DatePickerField({ value, onChange, minDate, ...rest }: DateFieldProps) {
  return (
    <DatePickerInput
      {...rest}
      value={value || null}
      onChange={(v) => onChange(v ? String(v).slice(0, 10) : "")}
      minDate={minDate}
      valueFormat="YYYY-MM-DD"
      ariaLabels={ARIA_LABELS}
      getDayAriaLabel={dayLabel}
      clearable={!rest.required}
      popoverProps={{ withinPortal: true }}
    />
  );
}

export function DateTimePickerField({ value, onChange, minDate, ...rest }: DateFieldProps) {
  return (
    <DateTimePicker
      {...rest}
      value={value ? `${value.slice(0, 16)}:00` : null}
      // the API stores "YYYY-MM-DD HH:mm" (a wall-clock time in the deadline's timezone)
      onChange={(v) => onChange(v ? String(v).slice(0, 16) : "")}
      minDate={minDate}
      valueFormat="YYYY-MM-DD HH:mm"
      ariaLabels={ARIA_LABELS}
      getDayAriaLabel={dayLabel}
      clearable
      popoverProps={{ withinPortal: true }}
    />
  );
}
