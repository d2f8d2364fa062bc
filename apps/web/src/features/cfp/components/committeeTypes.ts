import { COMMITTEE_TYPES, DEFAULT_COMMITTEE_TYPE } from "@symposia/domain";

/** The committee types as Select options (values are strings in Mantine selects). */
export const COMMITTEE_TYPE_OPTIONS = COMMITTEE_TYPES.map((t) => ({ value: String(t.value), label: t.label }));
export const DEFAULT_COMMITTEE_TYPE_VALUE = String(DEFAULT_COMMITTEE_TYPE);
