import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { PaperAuthorNames } from "./PaperAuthorNames";

describe("PaperAuthorNames", () => {
  it("marks the presenting author in the chairs' lists", () => {
    renderWithProviders(
      <PaperAuthorNames
        authors={[
          { id: 1, author_first_name: "Ada", author_last_name: "Lovelace", is_presenter: 0 },
          { id: 2, author_first_name: "Charles", author_last_name: "Babbage", is_presenter: 1 },
        ]}
      />,
    );
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("Charles Babbage (Presenter)")).toBeInTheDocument();
  });
});
