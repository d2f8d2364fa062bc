import { screen, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { confirmAction } from "../components/useConfirm";
import { createQueryClient } from "../lib/api/queryClient";
import { resetFirstPaintForTests } from "../lib/afterFirstPaint";
import { Providers } from "./Providers";

describe("the overlays load after the first paint, yet no confirm is lost (lib/overlaysReady.ts)", () => {
  afterEach(() => resetFirstPaintForTests());

  it("a confirm asked for before the first screen has painted brings the overlays in and opens", async () => {
    resetFirstPaintForTests(); // (the test setup marks it painted)
    let answer: Promise<boolean> | undefined;
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <button type="button" onClick={() => (answer = confirmAction("Do you want to Block this Conference?"))}>
          Block
        </button>
      </Providers>,
    );
    // no screen has said it rendered: the overlays are still waiting for the paint
    expect(document.querySelector(".mantine-Notifications-root")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Block" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Do you want to Block this Conference?");
    expect(document.querySelector(".mantine-Notifications-root")).not.toBeNull(); // the overlays are in now
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    await expect(answer).resolves.toBe(true);
  });
});
