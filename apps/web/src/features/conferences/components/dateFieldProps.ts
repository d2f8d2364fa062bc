/** What a date-time field shows while empty: the form the API stores (the picker and its stand-in alike). */
export const DATE_TIME_PLACEHOLDER = "YYYY-MM-DD HH:mm";

/** The props of DateField and of the lazily loaded pickers behind it (./pickers.tsx). */
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
