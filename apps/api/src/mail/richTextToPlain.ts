// Mails are plain text (no HTML part), so a rich-text comment is turned into the text a person
// reads: paragraphs and line breaks kept, list items marked, a link's address written after its
// text, every tag dropped (scripts and styles with their content) and entities decoded once.
import sanitizeHtml from "sanitize-html";

const BLOCK_END = /<\/(?:p|div|h[1-6]|blockquote|pre|ul|ol|table)\s*>/gi;
const ITEM_END = /<\/(?:li|tr)\s*>/gi;
// the editor wraps an item's text in a paragraph: the item, not the paragraph, makes the line
const ITEM_PARAGRAPH = /(<li\b[^>]*>)\s*<p\b[^>]*>([\s\S]*?)<\/p\s*>\s*(?=<\/li\s*>|<ul\b|<ol\b)/gi;
const LINK = /<a\b[^>]*?\bhref\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi;

// sanitize-html decodes the input's entities and escapes only these three in the text it answers
const decodeEscapes = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

export function richTextToPlain(html: string): string {
  const marked = html
    .replace(LINK, (whole, href: string, label: string) =>
      /^(?:https?:|mailto:)/i.test(href.trim()) && !label.includes(href) ? `${label} (${href})` : label,
    )
    .replace(ITEM_PARAGRAPH, "$1$2")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<(?:ul|ol)\b[^>]*>/gi, "\n\n")
    .replace(/<li\b[^>]*>/gi, "- ")
    .replace(ITEM_END, "\n")
    .replace(BLOCK_END, "\n\n");
  const text = decodeEscapes(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return text
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
