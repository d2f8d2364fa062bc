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
      return jsonResponse(200, { success: true, message: "", result: [{ id: 7, first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" }] });
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
    await user.click(option);
    expect(onPick).toHaveBeenCalledWith({ id: 7, first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" });
  });
});
