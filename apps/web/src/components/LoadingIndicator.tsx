import { Loader, type LoaderProps } from "@mantine/core";

/**
 * A spinner that says what is loading. Mantine's Loader is a bare span, which may not carry an
 * aria-label (axe: aria-prohibited-attr), so a named one is an indeterminate progress bar: screen
 * readers read "Loading papers, progress bar" where they read nothing before.
 */
export function LoadingIndicator({ label, ...props }: Omit<LoaderProps, "role"> & { label: string }) {
  return <Loader role="progressbar" aria-label={label} {...props} />;
}
