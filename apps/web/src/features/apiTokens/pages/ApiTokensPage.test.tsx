import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApiClient, resetApiClientState } from "../../../lib/api/client";
import { jsonResponse, mockFetch, renderWithProviders, signIn, setupUser } from "../../../test/render";
import ApiTokensPage from "./ApiTokensPage";

const listed = {
  id: 3,
  name: "nightly export",
  scopes: ["read"],
  created_at: "2026-11-01T10:00:00.000Z",
  last_used_at: null,
  expires_at: "2027-01-30T10:00:00.000Z",
};

describe("API tokens", () => {
  beforeEach(() => {
    signIn();
    configureApiClient({ navigate: () => {}, onSignedOut: () => {} });
  });
  afterEach(() => resetApiClientState());

  it("lists the tokens, creates one with the write scope and shows its secret once", async () => {
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === "POST") {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(200, {
          success: true,
          message: "Created",
          result: { ...listed, id: 4, name: "deploy", scopes: ["read", "write"], token: "sym_secretvalue" },
        });
      }
      return jsonResponse(200, { success: true, message: "OK", result: [listed] });
    });
    const user = setupUser();
    renderWithProviders(<ApiTokensPage />, { route: "/user/api-tokens" });
    const table = await screen.findByRole("table", { name: "Your API tokens" });
    expect(await within(table).findByText("nightly export")).toBeInTheDocument();
    expect(within(table).getByText("Never")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "deploy");
    await user.click(screen.getByRole("checkbox", { name: /Write scope/ }));
    await user.click(screen.getByRole("button", { name: "Create token" }));
    expect(await screen.findByTestId("new-api-token")).toHaveTextContent("sym_secretvalue");
    expect(sent).toEqual([{ name: "deploy", scopes: ["read", "write"], expires_in_days: 90 }]);
  });
});
