// The app's own stylesheets come in through public/shell.js (data-styles, build/deferEntry.ts),
// which inserts them so that they do not hold up the shell's first paint. So they may still be on
// their way when the entry has run: the app's first render waits for them, and never shows
// unstyled. A stylesheet that fails to load does not stop the app (it renders as a page whose
// stylesheet failed would).

/** Resolves once every stylesheet the shell inserted has loaded or failed (at once when there is none). */
export async function stylesReady(root: Document = document): Promise<void> {
  // the shell marks each "loaded" or "failed" as it ends: one that failed before this runs has no
  // sheet and fires no more events
  const pending = [...root.querySelectorAll<HTMLLinkElement>('link[data-app-styles="loading"]')];
  await Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener("load", () => resolve(), { once: true });
          link.addEventListener("error", () => resolve(), { once: true });
        }),
    ),
  );
}
