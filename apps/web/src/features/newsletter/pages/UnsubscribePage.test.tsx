import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { INCOMPLETE_LINK } from "./UnsubscribePage";

describe("/unsubscribe", () => {
  it("sends the token once, without signing in, and shows the server's message", async () => {
    const calls = mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/newsletter/unsubscribe": () =>
        jsonResponse({
          message: "You have been unsubscribed from the Arthshala newsletter.",
          unsubscribed: true,
        }),
    });
    renderApp("/unsubscribe?token=abc.def");
    expect(await screen.findByText("You have been unsubscribed from the Arthshala newsletter.")).toBeTruthy();
    const posts = calls.filter((c) => c.path === "/api/newsletter/unsubscribe");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: "abc.def" });
    expect(screen.getByRole("link", { name: "Go to Homepage" }).getAttribute("href")).toBe("/");
  });

  it("shows the server's message for a link used before", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/newsletter/unsubscribe": () =>
        jsonResponse({
          message: "This address is already unsubscribed. You will not get more newsletters.",
          unsubscribed: false,
        }),
    });
    renderApp("/unsubscribe?token=abc");
    expect(await screen.findByText(/already unsubscribed/)).toBeTruthy();
  });

  it("shows the 400 message for a bad link", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/newsletter/unsubscribe": () =>
        jsonResponse({ error: "Bad Request", message: "This unsubscribe link is not valid." }, 400),
    });
    renderApp("/unsubscribe?token=nope");
    expect((await screen.findByRole("alert")).textContent).toBe("This unsubscribe link is not valid.");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("says the link is incomplete without a token, and sends nothing", async () => {
    const calls = mockApi({ "GET /api/auth/me": signedOut });
    renderApp("/unsubscribe");
    expect((await screen.findByRole("alert")).textContent).toBe(INCOMPLETE_LINK);
    expect(calls.some((c) => c.path === "/api/newsletter/unsubscribe")).toBe(false);
  });
});
