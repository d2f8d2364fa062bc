import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Paper } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { renderWithProviders, setupUser, signIn } from "../../../test/render";
import { AuthorsDialog } from "./AuthorsDialog";
import { anonymousPaper } from "./paperFixture";

const author = (id: number, first: string, last: string, is_presenter: number) => ({
  id,
  paper_id: 1,
  author_first_name: first,
  author_last_name: last,
  author_email: `${first.toLowerCase()}@example.org`,
  user_id: id,
  confirmed: true,
  is_presenter,
});
const paper = (presenter: boolean): Paper => ({
  ...anonymousPaper,
  reviewing_model: "Single-blind",
  created_by: 5,
  paper_author_data: [author(5, "Ada", "Lovelace", 0), author(6, "Charles", "Babbage", 1)],
  actions: { ...anonymousPaper.actions, presenter },
});

// author_selecting_presenter: the paper's authors mark who presents it
describe("Authors dialog: the presenter", () => {
  it("shows the presenter and lets an author choose another one", async () => {
    signIn();
    const user = setupUser();
    const post = vi
      .spyOn(api, "post")
      .mockResolvedValue({ success: true, message: "The presenter has been saved.", result: null });
    renderWithProviders(
      <AuthorsDialog confId={3} paper={paper(true)} opened onClose={() => {}} canChangeAuthors={false} />,
    );
    const current = await screen.findByRole("region", { name: "Current authors" });
    expect(within(current).getByText("Presenter")).toBeInTheDocument();
    expect(within(current).queryByRole("button", { name: /Make Charles Babbage the presenter/ })).toBeNull();
    // past the deadline: no adding or deleting, but the presenter may still be chosen
    expect(screen.queryByRole("button", { name: "Add Author" })).toBeNull();
    expect(within(current).queryByRole("button", { name: /Delete author/ })).toBeNull();
    await user.click(within(current).getByRole("button", { name: "Make Ada Lovelace the presenter" }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith("/paper/presenter/1", { author_id: 5 }));
  });

  it("offers no choice where the conference does not let authors choose", async () => {
    signIn();
    renderWithProviders(<AuthorsDialog confId={3} paper={paper(false)} opened onClose={() => {}} />);
    const current = await screen.findByRole("region", { name: "Current authors" });
    expect(within(current).getByText("Presenter")).toBeInTheDocument();
    expect(within(current).queryByRole("button", { name: /presenter/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Add Author" })).toBeInTheDocument();
  });
});
