import { render, screen } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { PaperStatusBadge } from "./PaperStatusBadge";

const renderBadge = (props: Parameters<typeof PaperStatusBadge>[0]) =>
  render(
    <MantineProvider>
      <PaperStatusBadge {...props} />
    </MantineProvider>,
  );

describe("PaperStatusBadge", () => {
  it("shows the chair's decision label of a decided paper, not the fixed status text", () => {
    renderBadge({ status: 35, decision: "Accept as short paper" });
    expect(screen.getByText("Accept as short paper")).toBeInTheDocument();
    expect(screen.queryByText("Accepted / Probably Accepted")).toBeNull();
  });

  it("keeps the status label for undecided, withdrawn and blocked papers, whatever the decision column says", () => {
    renderBadge({ status: 25, decision: "Accept" });
    expect(screen.getByText("Withdrawn")).toBeInTheDocument();
  });

  it("wraps a long label instead of cutting it with an ellipsis", () => {
    renderBadge({ status: 20, label: "Reject: out of scope for the workshop" });
    const label = screen.getByText("Reject: out of scope for the workshop");
    expect(label).toHaveStyle({ whiteSpace: "normal", textOverflow: "clip" });
  });
});
