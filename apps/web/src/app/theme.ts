import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  PasswordInput,
  type CSSVariablesResolver,
  type ModalProps,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from "@mantine/core";

// The one theme of the app: a calm academic blue, system fonts, rounded but not playful.
const brand: MantineColorsTuple = [
  "#eaf2fc",
  "#d3e2f5",
  "#a6c2ea",
  "#75a0df",
  "#4d83d5",
  "#3571cf",
  "#2767cc",
  "#1b56b4",
  "#134ba1",
  "#00408f",
];

// "light" variants (badges, light buttons, alerts) use shade 9 for their text: Mantine's default
// shade 6 on a tinted background fails the WCAG AA contrast ratio. For some hues even shade 9 is
// below 4.5:1 on the shade-1 background a hovered or tinted badge shows (teal 9 on teal 1 is
// 4.3, Lighthouse's finding on the conference list), so those get a darker tone of their own.
const DARK_LIGHT_VARIANT_TEXT: Record<string, string> = {
  yellow: "#6b4700",
  teal: "#066649",
  green: "#1f6a2f",
  lime: "#3d6b00",
  orange: "#8a3c00",
  red: "#a61e1e",
  cyan: "#0b5f6e",
};
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== "light") return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  return { ...colors, color: DARK_LIGHT_VARIANT_TEXT[parsed.color] ?? `var(--mantine-color-${parsed.color}-9)` };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: "brand",
  primaryShade: { light: 8, dark: 5 },
  colors: { brand },
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "650" },
  defaultRadius: "md",
  cursorType: "pointer",
  components: {
    // Spec part 1 §9: modal transition 300 ms, backdrop 150 ms.
    // A plain object, not Modal.extend(): importing Modal here put the whole modal (focus trap,
    // scroll lock, overlay) into the login page's JavaScript; modals load with the screens using them.
    Modal: {
      defaultProps: {
        transitionProps: { duration: 300 },
        overlayProps: { backgroundOpacity: 0.45, blur: 2, transitionProps: { duration: 150 } },
        centered: true,
        closeButtonProps: { "aria-label": "Close" },
      } satisfies Partial<ModalProps>,
    },
    // A toast's text under its title is Mantine's gray-6 (3.3:1 on white, axe's finding on My Papers
    // after a submission); the app's dimmed shade keeps the look and passes AA.
    Notification: {
      styles: { description: { color: "var(--mantine-color-dimmed)" } },
    },
    // The default label "Toggle password visibility" made getByLabel("Password") ambiguous for
    // assistive tech and tests alike; this one does not repeat the field's name.
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { "aria-label": "Show or hide the characters" } },
    }),
  },
});

// Mantine's default "dimmed" (gray-6) and error red (red-6) are below the WCAG AA contrast ratio
// on white; these darker shades keep the look and pass (checked with axe).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Placeholders: Mantine's gray.5 is 2.1:1 on white (Lighthouse on Edit Conference); this is 4.7:1.
  light: {
    "--mantine-color-dimmed": "#5c636a",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-placeholder": "#6c757d",
  },
  dark: {},
});
