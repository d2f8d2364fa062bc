// The shell's script (public/shell.js) goes into the built index.html instead of being fetched.
// As a file it cost every first visit a request before anything else could start: the app's entry,
// the first screen's files and API calls all wait for it (about 0.15-0.3 s of a slow phone's
// first page: a round trip, on a connection of its own beside the stylesheet's). The server allows
// exactly this script by its hash in the page's Content-Security-Policy
// (apps/api/src/http/inlineScripts.ts), so no other inline script runs. The dev server keeps the file.
const SHELL_TAG = /<script src="\/shell\.js"((?: data-[\w-]+="[^"]*")*)><\/script>/;

/** index.html with the shell's script tag (and its data attributes) holding the script itself. */
export function inlineShell(html: string, shellSource: string): string {
  if (!SHELL_TAG.test(html)) throw new Error('index.html: expected <script src="/shell.js">');
  if (/<\/script/i.test(shellSource) || /<!--/.test(shellSource))
    throw new Error("public/shell.js cannot be inlined: it contains </script or <!--");
  return html.replace(SHELL_TAG, (_tag, attributes: string) => `<script${attributes}>${shellSource}</script>`);
}
