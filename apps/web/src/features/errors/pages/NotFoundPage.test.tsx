import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

describe("404 page", () => {
  it("answers any unknown path with the spec's texts and a way home", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
    expect(
      screen.getByText("Sorry, the page you're looking for doesn't exist or has been moved."),
    ).toBeTruthy();
    const home = screen.getByRole("link", { name: "Go to Homepage" });
    expect(home.getAttribute("href")).toBe("/");
  });
});
