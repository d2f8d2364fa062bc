import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, useState } from "react";
import { describe, expect, it } from "vitest";
import { loadedOrLazy } from "./loadedOrLazy";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>{`${label} ${count}`}</button>;
}

/** A module that arrives when the test says so. */
function deferredModule() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<{ default: typeof Counter }>((resolve) => (arrive = () => resolve({ default: Counter })));
  return { load: () => arrived, arrive };
}

describe("loadedOrLazy", () => {
  it("renders a module that has loaded at once: its boundary never shows the fallback", async () => {
    const module = deferredModule();
    const Screen = loadedOrLazy(module.load);
    const loading = Screen.load();
    module.arrive();
    await loading;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen label="clicks" />
      </Suspense>,
    );
    // synchronously, in the first commit: no fallback to reveal the screen after
    expect(screen.getByRole("button", { name: "clicks 0" })).toBeInTheDocument();
    expect(screen.queryByText("loading")).not.toBeInTheDocument();
  });

  it("suspends until a module that has not loaded arrives, then keeps the screen's state as it re-renders", async () => {
    const module = deferredModule();
    const Screen = loadedOrLazy(module.load);
    function Page() {
      const [title, setTitle] = useState("first");
      return (
        <>
          <button onClick={() => setTitle("second")}>rename</button>
          <Suspense fallback={<p>loading</p>}>
            <Screen label={title} />
          </Suspense>
        </>
      );
    }
    render(<Page />);
    expect(screen.getByText("loading")).toBeInTheDocument();
    await act(async () => module.arrive());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "first 0" }));
    await user.click(screen.getByRole("button", { name: "rename" }));
    // the instance that mounted through React.lazy was not swapped (and remounted) for the loaded module
    expect(screen.getByRole("button", { name: "second 1" })).toBeInTheDocument();
  });

  it("loads the module once however often it is asked for", async () => {
    let calls = 0;
    const Screen = loadedOrLazy(async () => {
      calls += 1;
      return { default: Counter };
    });
    await Promise.all([Screen.load(), Screen.load()]);
    render(<Screen label="x" />);
    expect(calls).toBe(1);
  });
});
