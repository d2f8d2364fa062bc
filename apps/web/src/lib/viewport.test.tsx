import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useListView } from "../components/paperList/useColumnChooser";
import { finishAdopting, holdsServerScreen, startAdopting } from "./serverScreen";
import { provideServerRenderContext } from "./serverRender";
import { RENDERED_WIDTH_ATTRIBUTE, useViewportMatches, widthMatches } from "./viewport";
import type { ScreenRenderContext } from "@symposia/domain";

// act() without Testing Library: React is told it runs in a test
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const setWidth = (width: number) => ((globalThis as { __viewportWidth?: number }).__viewportWidth = width);

describe("widthMatches", () => {
  it("holds a query's min-width and max-width conditions against a width, in px and em", () => {
    expect(widthMatches("(min-width: 48em)", 768)).toBe(true);
    expect(widthMatches("(min-width: 48em)", 767)).toBe(false);
    expect(widthMatches("(max-width: 1023.98px)", 375)).toBe(true);
    expect(widthMatches("(max-width: 1023.98px)", 1024)).toBe(false);
    expect(widthMatches("(min-width: 30em) and (max-width: 60em)", 600)).toBe(true);
    expect(widthMatches("(min-width: 30em) and (max-width: 60em)", 1000)).toBe(false);
  });
});

function Frame() {
  const desktop = useViewportMatches("(min-width: 48em)");
  const { view } = useListView("papers", 7);
  return (
    <p>
      {desktop ? "desktop" : "phone"} {view.hidden.join(",") || "all columns"}
    </p>
  );
}

/** #root as the server sends it: its screen rendered for `width`, inert. */
function serverPage(width: number): HTMLElement {
  const context = { viewportWidth: width } as ScreenRenderContext;
  provideServerRenderContext(() => context);
  const html = renderToString(<Frame />);
  provideServerRenderContext(() => undefined);
  const root = document.createElement("div");
  root.id = "root";
  root.setAttribute("inert", "");
  root.setAttribute(RENDERED_WIDTH_ATTRIBUTE, String(width));
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

let mounted: Root | undefined;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = undefined;
  document.body.innerHTML = "";
  localStorage.clear();
  setWidth(1280);
});

describe("adopting a screen the server rendered", () => {
  it("adopts the server's elements for the width it was laid out for, then shows the window's real width and the remembered columns", async () => {
    setWidth(1280);
    localStorage.setItem("symposia.list-view.papers.7", JSON.stringify({ hidden: ["tags"], details: false }));
    const root = serverPage(375);
    expect(root.textContent).toBe("phone all columns");
    expect(holdsServerScreen(root)).toBe(true);
    const serverParagraph = root.querySelector("p");
    const drawnAgain = vi.fn();
    startAdopting();
    await act(async () => {
      mounted = hydrateRoot(root, <Frame />, { onRecoverableError: drawnAgain });
    });
    finishAdopting(root);
    expect(drawnAgain).not.toHaveBeenCalled();
    // the same element, now live, showing what this browser knows
    expect(root.querySelector("p")).toBe(serverParagraph);
    expect(root.textContent).toBe("desktop tags");
    expect(root.hasAttribute("inert")).toBe(false);
  });

  it("is the plain first render when #root holds nothing from the server", () => {
    const root = document.createElement("div");
    root.id = "root";
    expect(holdsServerScreen(root)).toBe(false);
  });
});
