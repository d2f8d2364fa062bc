import "@mantine/dates/styles.layer.css"; // in the "mantine" layer, like core (app/styles/critical.css)
import { useEffect, useState } from "react";
import { ActionIcon, Modal, TextInput } from "@mantine/core";
import { DatePickerInput, InlineDateTimePicker } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { DATE_TIME_PLACEHOLDER, type DateFieldProps } from "./dateFieldProps";

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
 * the minutes got the 3 (20:03). Selecting after the browser has placed the caret fixes it: in
 * the next frame, or at the first key if that comes sooner (a busy page delays the frame; selected
 * between the "2" and the "3", the box read 03).
 */
const awaitingSelect = new WeakSet<HTMLInputElement>();
function selectIfAwaiting(box: HTMLInputElement): void {
  if (awaitingSelect.delete(box) && document.activeElement === box) box.select();
}
const selectWholeBox = {
  onMouseUp: (event: React.MouseEvent<HTMLInputElement>) => {
    event.preventDefault();
    const box = event.currentTarget;
    awaitingSelect.add(box);
    requestAnimationFrame(() => selectIfAwaiting(box));
  },
  // capture: Mantine's own onKeyDown (arrows, Home, End, Backspace) stays as it is
  onKeyDownCapture: (event: React.KeyboardEvent<HTMLInputElement>) => selectIfAwaiting(event.currentTarget),
};
const TIME_PICKER_PROPS = {
  hoursInputProps: selectWholeBox,
  minutesInputProps: selectWholeBox,
  secondsInputProps: selectWholeBox,
};

/** "YYYY-MM-DD HH:mm" (a "T" or one-digit hour accepted) as the stored form, or null when it is not a real time. */
export function parseTypedDateTime(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59)
    return null;
  return `${m[1]}-${m[2]}-${m[3]} ${String(h).padStart(2, "0")}:${m[5]}`;
}

/**
 * A date and time: typed whole ("2027-01-15 23:45") into the field, or picked from the calendar
 * and the hour and minute boxes behind the button beside it. The API stores "YYYY-MM-DD HH:mm" (a
 * wall-clock time in the deadline's time zone).
 */
export function DateTimePickerField({
  value,
  onChange,
  minDate,
  label,
  required,
  error,
  description,
  placeholder,
}: DateFieldProps) {
  const [text, setText] = useState(value);
  const [typedError, setTypedError] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text.trim() === "") {
      setTypedError(null);
      if (value !== "") onChange("");
      return;
    }
    const parsed = parseTypedDateTime(text);
    if (parsed === null) {
      // what was typed stays in the field, with the reason, until it is corrected
      setTypedError(`Use the form YYYY-MM-DD HH:mm, e.g. 2027-01-15 23:45.`);
      return;
    }
    setTypedError(null);
    setText(parsed);
    if (parsed !== value) onChange(parsed);
  };
  const picked = (v: string | null) => {
    const next = v ? String(v).slice(0, 16) : "";
    setTypedError(null);
    setText(next);
    onChange(next);
  };
  return (
    <TextInput
      label={label}
      required={required}
      description={description}
      placeholder={placeholder ?? DATE_TIME_PLACEHOLDER}
      value={text}
      error={typedError ?? error}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          commit();
        }
      }}
      rightSectionWidth={36}
      rightSectionPointerEvents="all"
      rightSection={
        <>
          <ActionIcon variant="subtle" aria-label={`Choose ${label} in a calendar`} onClick={() => setOpened(true)}>
            <IconCalendar size={16} aria-hidden />
          </ActionIcon>
          {/* a dialog, not a popover: it stays put however the long form scrolls */}
          <Modal opened={opened} onClose={() => setOpened(false)} title={`Choose ${label}`} size="auto" centered>
            <InlineDateTimePicker
              value={value ? `${value.slice(0, 16)}:00` : null}
              onChange={picked}
              minDate={minDate}
              defaultDate={value ? value.slice(0, 10) : undefined}
              timePickerProps={TIME_PICKER_PROPS}
              ariaLabels={ARIA_LABELS}
              getDayAriaLabel={dayLabel}
              onSubmit={() => setOpened(false)}
              submitButtonProps={{ "aria-label": "Done" }}
            />
          </Modal>
        </>
      }
    />
  );
}
