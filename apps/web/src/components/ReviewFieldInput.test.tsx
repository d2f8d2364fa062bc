import { render, screen } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import { DEFAULT_REVIEW_FORM } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { ReviewFieldInput } from "./ReviewFieldInput";

const fieldOf = (key: string) => DEFAULT_REVIEW_FORM.find((f) => f.key === key)!;

describe("ReviewFieldInput help text", () => {
  it("says once who reads the confidential remarks", () => {
    render(
      <MantineProvider>
        <ReviewFieldInput field={fieldOf("reviewer_confidential_remarks")} value="" onChange={() => {}} />
      </MantineProvider>,
    );
    const help = screen.getByText(/programme committee and the chairs/);
    expect(help.textContent!.match(/programme committee/g)).toHaveLength(1);
  });

  it("adds who reads the answer to a field whose description does not say it", () => {
    render(
      <MantineProvider>
        <ReviewFieldInput
          field={{ ...fieldOf("reviewer_remarks"), description: "Be specific." }}
          value=""
          onChange={() => {}}
        />
      </MantineProvider>,
    );
    expect(screen.getByText("Be specific. Shared with the authors once the paper is decided.")).toBeInTheDocument();
  });
});
