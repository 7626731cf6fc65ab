import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp, renderWithRouter } from "../../../test/renderApp";
import { SignInPage } from "./SignInPage";

describe("sign-in form", () => {
  it("asks for both fields", async () => {
    mockApi({ "GET /api/auth/providers": () => jsonResponse({ oidc: false }) });
    renderWithRouter(<SignInPage />, { path: "/signin" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields.");
  });

  it("shows the server's message for wrong credentials", async () => {
    mockApi({
      "GET /api/auth/providers": () => jsonResponse({ oidc: false }),
      "POST /api/auth/signin": () =>
        jsonResponse({ error: "unauthorized", message: "Incorrect email or password." }, 401),
    });
    renderWithRouter(<SignInPage />, { path: "/signin" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Incorrect email or password.");
  });

  it("signs in and goes to /home", async () => {
    mockApi({
      "GET /api/auth/providers": () => jsonResponse({ oidc: false }),
      "POST /api/auth/signin": () => jsonResponse({ user: learner }),
    });
    renderWithRouter(<SignInPage />, { path: "/signin" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "right-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Arrived at /home")).toBeTruthy();
  });

  it("offers social sign-in only when an identity provider is configured", async () => {
    mockApi({ "GET /api/auth/providers": () => jsonResponse({ oidc: true }) });
    renderWithRouter(<SignInPage />, { path: "/signin" });
    expect(await screen.findByRole("button", { name: "Sign in with your identity provider" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign up with your identity provider" })).toBeTruthy();
    // Both open the identity provider's popup.
    const open = vi.spyOn(window, "open").mockReturnValue({ focus: () => {} } as Window);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Sign in with your identity provider" }));
    await user.click(screen.getByRole("button", { name: "Sign up with your identity provider" }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    for (const [url] of open.mock.calls) expect(url).toBe("/api/auth/oidc/login?popup=1");
  });

  it("shows no social buttons without an identity provider", async () => {
    const calls = mockApi({ "GET /api/auth/providers": () => jsonResponse({ oidc: false }) });
    renderWithRouter(<SignInPage />, { path: "/signin" });
    await screen.findByRole("button", { name: "Sign in" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.some((call) => call.path === "/api/auth/providers")).toBe(true);
    expect(screen.queryByRole("button", { name: /identity provider/ })).toBeNull();
  });

  it("on the same page (a phone), goes back where the learner was and says who is signed in", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/auth/providers": () => jsonResponse({ oidc: false }),
      "POST /api/auth/signin": () => jsonResponse({ user: learner }),
    });
    const { router } = renderApp("/signin?next=%2Fabout");
    expect((await screen.findByRole("link", { name: "Create an account" })).getAttribute("href")).toBe(
      "/signup?next=%2Fabout",
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "right-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/about"));
    expect(await screen.findByText("Signed in as Asha.")).toBeTruthy();
    // The form was replaced in the history: Back does not show it again.
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it.each([
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/.//evil.example",
    "javascript:alert(document.cookie)",
  ])("never follows next=%s to another site: goes home", async (evil) => {
    mockApi({
      "GET /api/auth/providers": () => jsonResponse({ oidc: false }),
      "POST /api/auth/signin": () => jsonResponse({ user: learner }),
    });
    renderWithRouter(<SignInPage />, { path: `/signin?next=${encodeURIComponent(evil)}` });
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "right-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Arrived at /home")).toBeTruthy();
  });
});
