import sanitizeHtml from "sanitize-html";

// Rich text written in the browser (the CFP's Paper Information) is shown to every visitor of the
// public CFP page, so it is reduced to an allow-list on the server before it is stored: whatever a
// client sends, no stored text can run script, load a frame or hide content from readers. The
// list covers what the Tiptap toolbar of the editor produces and nothing more.

const TEXT_ALIGN = [/^(left|right|center|justify)$/];

// Elements whose text must not survive as visible text once the element itself is removed.
const NON_TEXT_TAGS = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "svg",
  "math",
  "iframe",
  "object",
  "embed",
  "template",
  "title",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "sub",
    "sup",
    "mark",
    "h1",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "a",
    "blockquote",
    "code",
    "pre",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    ol: ["start"],
    p: ["style"],
    h1: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
  },
  // Alignment is the only style the editor sets; colours, sizes, display and positioning (the ways
  // to hide or overlay text) are dropped.
  allowedStyles: {
    p: { "text-align": TEXT_ALIGN },
    h1: { "text-align": TEXT_ALIGN },
    h2: { "text-align": TEXT_ALIGN },
    h3: { "text-align": TEXT_ALIGN },
    h4: { "text-align": TEXT_ALIGN },
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Elements whose text must not survive as visible text once the element itself is removed.
  nonTextTags: NON_TEXT_TAGS,
  disallowedTagsMode: "discard",
  transformTags: {
    // Links leave the page without handing it a window.opener, and never claim endorsement.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === "_blank" ? { target: "_blank" } : {}),
        rel: "noopener noreferrer nofollow",
      },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const NON_TEXT_OPENER = new RegExp(`<(${NON_TEXT_TAGS.join("|")})(?=[\\s/>]|$)`, "gi");

/**
 * An element whose content is dropped (script, style, textarea…) or a comment that is opened and
 * never closed would take every word after it along: "<p>Never use <script> in the demo</p>" would
 * keep "Never use". Such an opener is written as text (&lt;) instead, so the words that follow it
 * stay; a complete element is removed whole by the allow-list as before.
 */
export function escapeUnclosedOpeners(html: string): string {
  // where each element's last closer starts: an opener after it is never closed
  const lastCloser = new Map<string, number>();
  const lastCloserOf = (tag: string) => {
    if (!lastCloser.has(tag)) {
      let last = -1;
      for (const m of html.matchAll(new RegExp(`</${tag}(?=[\\s/>]|$)`, "gi"))) last = m.index;
      lastCloser.set(tag, last);
    }
    return lastCloser.get(tag)!;
  };
  const escaped = html.replace(NON_TEXT_OPENER, (opener: string, tag: string, offset: number) =>
    lastCloserOf(tag.toLowerCase()) > offset ? opener : `&lt;${opener.slice(1)}`,
  );
  const lastCommentEnd = escaped.lastIndexOf("-->");
  return escaped.replace(/<!--/g, (opener: string, offset: number) =>
    lastCommentEnd > offset + 3 ? opener : "&lt;!--",
  );
}

/**
 * Rich text a person wrote (a discussion comment): the allow-list of sanitizeRichText, after the
 * openers that would swallow the rest of the text are made text.
 */
export function sanitizeWrittenRichText(html: string): string {
  return sanitizeRichText(escapeUnclosedOpeners(html));
}

/** True when the rich text has no visible words (e.g. the editor's empty "<p></p>"). */
export function isBlankRichText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === "";
}
