import { useState } from "react";
import { fireEvent, screen } from "@testing-library/react";
import { Link, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { renderRoutes, setupUser } from "../test/render";
import { UnsavedChangesGuard, useUnsavedChanges } from "./unsavedChanges";

function NotesPage() {
  const [text, setText] = useState("");
  useUnsavedChanges(text !== "");
  return (
    <>
      <label>
        Notes
        <textarea value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

const renderNotes = () =>
  renderRoutes(
    [
      {
        element: (
          <>
            <UnsavedChangesGuard />
            <Outlet />
          </>
        ),
        children: [
          { path: "/notes", element: <NotesPage /> },
          { path: "/elsewhere", element: <p>Another page</p> },
        ],
      },
    ],
    "/notes",
  );

describe("unsaved input", () => {
  it("leaves a page at once while nothing was typed", async () => {
    const user = setupUser();
    renderNotes();
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByText("Another page")).toBeInTheDocument();
  });

  it("asks before a navigation drops typed input: Keep editing stays with the text, Discard leaves", async () => {
    const user = setupUser();
    renderNotes();
    await user.type(screen.getByRole("textbox", { name: "Notes" }), "half a thought");
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(
      await screen.findByText("You have unsaved changes on this page. Leave and discard them?"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(screen.getByRole("textbox", { name: "Notes" })).toHaveValue("half a thought");
    expect(screen.queryByText("Another page")).not.toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    expect(await screen.findByText("Another page")).toBeInTheDocument();
  });

  it("lets the browser warn before a reload or a closed tab only while input is unsaved", async () => {
    const user = setupUser();
    renderNotes();
    const before = () => {
      const event = new Event("beforeunload", { cancelable: true });
      fireEvent(window, event);
      return event.defaultPrevented;
    };
    expect(before()).toBe(false);
    await user.type(screen.getByRole("textbox", { name: "Notes" }), "x");
    expect(before()).toBe(true);
  });
});
