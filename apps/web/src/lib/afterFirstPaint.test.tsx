import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetFirstPaintForTests, useFirstPaintDone, useScreenRendered, whenFirstPainted } from "./afterFirstPaint";

function Probe() {
  return <p>{useFirstPaintDone() ? "painted" : "first render"}</p>;
}

function Screen() {
  useScreenRendered();
  return <Probe />;
}

describe("after the first paint (lib/afterFirstPaint.ts)", () => {
  beforeEach(() => resetFirstPaintForTests()); // (the test setup marks it painted)

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    resetFirstPaintForTests();
  });

  it("is false in the first render and true once the first screen's frame has been produced, for everything waiting", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const notified = vi.fn();
    // a frame or an empty fallback committing first does not count: no screen has rendered yet
    const early = render(<Probe />);
    await act(async () => void vi.advanceTimersByTime(1_000));
    expect(early.container).toHaveTextContent("first render");
    early.unmount();
    render(<Screen />);
    whenFirstPainted(notified);
    expect(screen.getByText("first render")).toBeInTheDocument();
    expect(notified).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersToNextFrame());
    expect(notified).not.toHaveBeenCalled(); // the frame that paints the commit has just begun
    await act(async () => void vi.advanceTimersToNextFrame());
    expect(notified).not.toHaveBeenCalled(); // that frame is presented; the task after this one's start
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.getByText("painted")).toBeInTheDocument();
    expect(notified).toHaveBeenCalledTimes(1);
  });

  it("counts as painted after a while in a tab that paints no frame", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    render(<Screen />);
    await act(async () => void vi.advanceTimersByTime(249));
    expect(screen.getByText("first render")).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.getByText("painted")).toBeInTheDocument();
  });

  it("ends the wait after a while when no screen says it rendered (an error view)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    render(<Probe />);
    await act(async () => void vi.advanceTimersByTime(2_999));
    expect(screen.getByText("first render")).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.getByText("painted")).toBeInTheDocument();
  });

  it("once painted, later screens render their full content from their first render", async () => {
    render(<Screen />);
    await screen.findByText("painted");
    const later = render(<Probe />);
    expect(later.container).toHaveTextContent("painted");
    const notified = vi.fn();
    whenFirstPainted(notified);
    expect(notified).toHaveBeenCalledTimes(1);
  });
});
