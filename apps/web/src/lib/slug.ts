/** "Conference Basic Information" -> "conference-basic-information": for values that end up in
 * element ids (Mantine Tabs build aria-controls from the tab value, and an id must not hold spaces). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
