export const COMMITTEE_TYPES = [
  { value: 1, label: "General Chairs" },
  { value: 2, label: "Program Chairs" },
  { value: 3, label: "Organizing Secretaries" },
  { value: 4, label: "Publication Chairs" },
  { value: 5, label: "Finance Chairs" },
  { value: 6, label: "Web Chairs" },
  { value: 7, label: "Media Chairs" },
  { value: 8, label: "Special Session Chairs" },
  { value: 9, label: "Registration Chair" },
  { value: 10, label: "Publicity Chair" },
  { value: 11, label: "Panel Chairs" },
  { value: 12, label: "Women in Engineering Chairs" },
  { value: 13, label: "Steering Committee Chair" },
  { value: 14, label: "IEEE Liaison Chairs" },
  { value: 15, label: "Student Research Forum Chairs" },
  { value: 16, label: "Research Demo Session Chairs" },
  { value: 17, label: "Tutorial Chairs" },
  { value: 18, label: "Local Arrangement Chairs" },
  { value: 19, label: "Industry Liaison Chairs" },
  { value: 20, label: "Sponsorship Chairs" },
  { value: 21, label: "Embedded Design Contest Chairs" },
  { value: 30, label: "Conference Management" },
] as const;

export const DEFAULT_COMMITTEE_TYPE = 1;
/** Hidden on the public CFP page. */
export const CONFERENCE_MANAGEMENT_COMMITTEE_TYPE = 30;
export const COMMITTEE_TYPE_VALUES: readonly number[] = COMMITTEE_TYPES.map((t) => t.value);

export function committeeTypeLabel(value: number): string {
  return COMMITTEE_TYPES.find((t) => t.value === value)?.label ?? `Type ${value}`;
}
