import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, setupUser, signIn, Wrapper } from "../test/render";
import { UserSearch } from "./UserSearch";

describe("UserSearch", () => {
  it("asks the server only from 2 characters on and hands the picked user to onPick", async () => {
    signIn();
    const searched: string[] = [];
    mockFetch((url) => {
      searched.push(url.searchParams.get("param_search") ?? "");
      const ada = { id: 7, first_name: "Ada", last_name: "Lovelace", email: "ada@example.org", email_verified: true };
      return jsonResponse(200, { success: true, message: "", result: [ada] });
    });
    const onPick = vi.fn();
    const user = setupUser();
    render(<UserSearch onPick={onPick} label="Search here for users to add as chairs" />, { wrapper: Wrapper });
    const box = screen.getByRole("combobox", { name: "Search here for users to add as chairs" });

    await user.type(box, "a");
    await new Promise((r) => setTimeout(r, 400)); // past the debounce
    expect(searched).toEqual([]);

    await user.type(box, "d");
    await waitFor(() => expect(searched).toEqual(["ad"]));
    const option = await screen.findByRole("option", { name: /Ada Lovelace/ });
    expect(option).toHaveTextContent("#7");
    expect(option).toHaveTextContent("ada@example.org");
    expect(option).not.toHaveTextContent("Awaiting email verification");
    await user.click(option);
    expect(onPick).toHaveBeenCalledWith({
      id: 7,
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.org",
      email_verified: true,
    });
  });

  it("says an account whose owner has not proven the address is awaiting email verification", async () => {
    signIn();
    const eve = { id: 9, first_name: "Eve", last_name: "Claimant", email: "expert@victim.org", email_verified: false };
    mockFetch(() => jsonResponse(200, { success: true, message: "", result: [eve] }));
    const user = setupUser();
    render(<UserSearch onPick={vi.fn()} label="Search users" />, { wrapper: Wrapper });
    await user.type(screen.getByRole("combobox", { name: "Search users" }), "ex");
    const option = await screen.findByRole("option", { name: /Eve Claimant/ });
    expect(option).toHaveTextContent("Awaiting email verification");
  });
});
