import { expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * The app's global alert (a Mantine notification) shows for about two seconds. On a loaded
 * machine a polling assertion can look before it appears and again after it has gone, so every
 * page keeps a log of the notifications it showed (`window.__symposiaNotices`): what a person would
 * have read, whenever they looked. The log is the document's own (a page load starts a new one).
 */
declare global {
  interface Window {
    __symposiaNotices?: string[];
  }
}

export async function recordNotices(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = (window.__symposiaNotices = []);
    const note = (element: Element) => {
      const notices = element.matches(".mantine-Notification-root")
        ? [element]
        : Array.from(element.querySelectorAll(".mantine-Notification-root"));
      for (const notice of notices) seen.push(notice.textContent ?? "");
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of Array.from(change.addedNodes)) if (node instanceof Element) note(node);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Waits until the page has shown a notification containing `text` (still showing or shown and
 * gone) and counts it: a second call for the same text needs a second notification.
 */
export async function expectNotified(page: Page, text: string): Promise<void> {
  const takeShown = () =>
    page.evaluate((wanted) => {
      const seen = window.__symposiaNotices ?? [];
      const at = seen.findIndex((shown) => shown.includes(wanted));
      return at < 0 ? seen.slice() : seen.splice(at, 1);
    }, text);
  await expect
    .poll(takeShown, { message: `a notification saying "${text}"`, timeout: 20_000 })
    .toContainEqual(expect.stringContaining(text));
}
