import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

describe("/verify-email", () => {
  it("confirms the token from the link once and offers the way on", async () => {
    const calls = mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/auth/email/verify": () =>
        jsonResponse({ message: "Thank you! Your email address is confirmed." }),
    });
    renderApp("/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789");
    expect(await screen.findByText("Thank you! Your email address is confirmed.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
    const verifies = calls.filter((c) => c.path === "/api/auth/email/verify");
    expect(verifies).toEqual([
      {
        method: "POST",
        path: "/api/auth/email/verify",
        body: { token: "abcdefghijklmnopqrstuvwxyz0123456789" },
      },
    ]);
  });

  it("shows the server's reason for a used or expired link", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/auth/email/verify": () =>
        jsonResponse(
          { error: "Bad Request", message: "This confirmation link is invalid or has expired." },
          400,
        ),
    });
    renderApp("/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This confirmation link is invalid or has expired.",
    );
  });

  it("says the link is broken when it has no token", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    renderApp("/verify-email");
    expect((await screen.findByRole("alert")).textContent).toMatch(/invalid or has expired/);
  });
});
