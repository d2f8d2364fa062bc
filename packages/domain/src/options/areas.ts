export const AREAS = [
  { id: 1, name: "Accounting and Finance" },
  { id: 2, name: "Art and Humanities" },
  { id: 3, name: "Biological Sciences" },
  { id: 4, name: "Business and Management" },
  { id: 5, name: "Chemistry" },
  { id: 6, name: "Civil Engineering" },
  { id: 7, name: "Computing" },
  { id: 8, name: "Earth and Environmental Sciences" },
  { id: 9, name: "Economics" },
  { id: 10, name: "Education Science" },
  { id: 11, name: "Energy" },
  { id: 12, name: "Engineering" },
  { id: 13, name: "Genomics and Bioinformatics" },
  { id: 14, name: "Health Sciences" },
  { id: 15, name: "Language and Linguistics" },
  { id: 16, name: "Materials Science" },
  { id: 17, name: "Mathematics and Statistics" },
  { id: 18, name: "Mechanical Engineering" },
  { id: 19, name: "Physics" },
  { id: 20, name: "Social Sciences" },
  { id: 21, name: "Technology" },
] as const;

export const AREA_IDS: readonly number[] = AREAS.map((a) => a.id);

export function areaName(id: number | null | undefined): string {
  return AREAS.find((a) => a.id === id)?.name ?? "";
}
