import { useMemo } from "react";
import DOMPurify from "dompurify";
import { Typography, type BoxProps } from "@mantine/core";
import { serverRenderContext } from "../lib/serverRender";

export interface SafeHtmlProps extends BoxProps {
  /** Stored rich text (e.g. CFP details). It is sanitised here again even though the server did. */
  html: string | null | undefined;
}

// Links open in a new tab safely; everything scriptable is stripped by DOMPurify. (On the server,
// which has no DOM for DOMPurify, the server's own allow-list does it: lib/serverRender.ts.)
if (DOMPurify.isSupported)
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.getAttribute("target") === "_blank")
      node.setAttribute("rel", "noopener noreferrer");
  });

/** The only way the app renders stored HTML. */
export function SafeHtml({ html, ...boxProps }: SafeHtmlProps) {
  const server = serverRenderContext();
  const clean = useMemo(
    () => (server ? server.sanitizeHtml(html ?? "") : DOMPurify.sanitize(html ?? "", { USE_PROFILES: { html: true } })),
    [html, server],
  );
  return (
    <Typography {...boxProps}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
