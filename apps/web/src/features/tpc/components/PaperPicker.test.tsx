import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { renderWithProviders, setupUser, signIn } from "../../../test/render";
import { PaperPicker } from "./PaperPicker";

const paper = (id: number, sequence: number, title: string) => ({ id, paper_sequence: sequence, paper_title: title });

describe("Paper picker", () => {
  it("finds a paper beyond the first page by asking the server, and keeps the chosen paper", async () => {
    signIn();
    const user = setupUser();
    const get = vi.spyOn(api, "get").mockImplementation(async (_path, options) => {
      const q = (options as { query: { param_search: string } }).query;
      // the first papers, then what the server finds for the typed text (an author's name here)
      const data =
        q.param_search === ""
          ? [paper(1, 1, "Graph Colouring"), paper(2, 2, "Sparse Matrices")]
          : [paper(9701, 1701, "Quantum Annealing at Scale")];
      return { success: true, message: "", result: { data, total: data.length } } as never;
    });
    const chosen = vi.fn();
    renderWithProviders(<PaperPicker confId={4} label="Explain a paper" value={null} onChange={chosen} />);
    const box = screen.getByRole("combobox", { name: "Explain a paper" });
    await user.click(box);
    expect(await screen.findByRole("option", { name: "Paper 2: Sparse Matrices" })).toBeInTheDocument();
    await user.type(box, "Lovelace");
    // the answer is the server's match (by author), shown although the label does not contain the text
    await user.click(await screen.findByRole("option", { name: "Paper 1701: Quantum Annealing at Scale" }));
    expect(chosen).toHaveBeenLastCalledWith(9701);
    expect(get).toHaveBeenCalledWith(
      "/paper/all/4/0",
      expect.objectContaining({ query: expect.objectContaining({ param_search: "Lovelace", per_page: 50 }) }),
    );
    // choosing shows the label in the box: not a new search
    const searches = get.mock.calls.filter(([, o]) => (o as { query: { param_search: string } }).query.param_search);
    expect(
      searches.every(([, o]) => (o as { query: { param_search: string } }).query.param_search === "Lovelace"),
    ).toBe(true);
  });

  it("filters the first papers by number while the text is too short to search", async () => {
    signIn();
    const user = setupUser();
    vi.spyOn(api, "get").mockResolvedValue({
      success: true,
      message: "",
      result: { data: [paper(1, 1, "Graph Colouring"), paper(2, 12, "Sparse Matrices")], total: 2 },
    } as never);
    renderWithProviders(<PaperPicker confId={4} label="Explain a paper" value={null} onChange={() => {}} />);
    await user.type(screen.getByRole("combobox", { name: "Explain a paper" }), "12");
    expect(await screen.findByRole("option", { name: "Paper 12: Sparse Matrices" })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Paper 1: Graph Colouring" })).not.toBeInTheDocument();
  });
});
