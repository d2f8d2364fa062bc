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

/**
 * A click in the hour (or minute) box selects the whole box, as a spin field's keyboard entry
 * expects. Mantine selects it on focus and click, but Chromium then leaves the caret where the
 * pointer was (between the two digits of "00"), so typing "23" read "0|2|0" = 20 and moved on:
 * the minutes got the 3 (20:03). Selecting after the browser has placed the caret fixes it.
 */
const selectWholeBox = {
  onMouseUp: (event: React.MouseEvent<HTMLInputElement>) => {
    event.preventDefault();
    const box = event.currentTarget;
    requestAnimationFrame(() => {
      if (document.activeElement === box) box.select();
    });
  },
};
const TIME_PICKER_PROPS = { hoursInputProps: selectWholeBox, minutesInputProps: selectWholeBox, secondsInputProps: selectWholeBox };

export function DateTimePickerField({ value, onChange, minDate, ...rest }: DateFieldProps) {
  return (
    <DateTimePicker
      {...rest}
      value={value ? `${value.slice(0, 16)}:00` : null}
      // the API stores "YYYY-MM-DD HH:mm" (a wall-clock time in the deadline's timezone)
      onChange={(v) => onChange(v ? String(v).slice(0, 16) : "")}
      minDate={minDate}
      valueFormat="YYYY-MM-DD HH:mm"
      timePickerProps={TIME_PICKER_PROPS}
      ariaLabels={ARIA_LABELS}
      getDayAriaLabel={dayLabel}
      clearable
      popoverProps={{ withinPortal: true }}
    />
  );
}
