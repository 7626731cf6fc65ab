import { AUTH_CHANNEL } from "@arthshala/contracts/auth-client";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, learner, mockApi, signedOut } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

function stubLocationAssign() {
  return vi.spyOn(window.location, "assign").mockImplementation(() => {});
}

describe("sign-in popup", () => {
  it("opens the built-in form in a popup when no identity provider is configured", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/auth/providers": () => jsonResponse({ oidc: false }),
    });
    const open = vi.spyOn(window, "open").mockReturnValue({ focus() {} } as Window);
    renderApp("/about");
    const [button] = await screen.findAllByRole("button", { name: "Sign up / Login" });
    await userEvent.setup().click(button!);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith("/signin?popup=1", "arthshala-signin", "popup,width=480,height=640"),
    );
  });

  it("opens the identity provider, or goes there in this tab when popups are blocked", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/auth/providers": () => jsonResponse({ oidc: true }),
    });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const assign = stubLocationAssign();
    renderApp("/about");
    const [button] = await screen.findAllByRole("button", { name: "Sign up / Login" });
    await userEvent.setup().click(button!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/auth/oidc/login"));
    expect(open).toHaveBeenCalledWith(
      "/api/auth/oidc/login?popup=1",
      "arthshala-signin",
      "popup,width=480,height=640",
    );
  });

  it("on the popup's signed-in message, reloads the user and goes to /home", async () => {
    let signedIn = false;
    mockApi({
      "GET /api/auth/me": () => (signedIn ? jsonResponse(learner) : signedOut()),
      "GET /api/auth/providers": () => jsonResponse({ oidc: false }),
    });
    vi.spyOn(window, "open").mockReturnValue({ focus() {} } as Window);
    const { router } = renderApp("/about");
    const [button] = await screen.findAllByRole("button", { name: "Sign up / Login" });
    await userEvent.setup().click(button!);

    // A message from another origin is ignored.
    signedIn = true;
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: "https://evil.example",
          data: { type: "arthshala:signed-in" },
        }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe("/about");

    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: window.location.origin,
          data: { type: "arthshala:signed-in" },
        }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(await screen.findByRole("button", { name: "Log out" })).toBeTruthy();
  });

  it("toasts the popup's failure message", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/auth/providers": () => jsonResponse({ oidc: false }),
    });
    vi.spyOn(window, "open").mockReturnValue({ focus() {} } as Window);
    renderApp("/about");
    const [button] = await screen.findAllByRole("button", { name: "Sign up / Login" });
    await userEvent.setup().click(button!);
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: window.location.origin,
          data: { type: "arthshala:sign-in-failed", message: "Access denied by the provider." },
        }),
      );
    });
    expect(await screen.findByText("Access denied by the provider.")).toBeTruthy();
  });
});

describe("/auth/done", () => {
  it("shows the app's message for the failure's code and tells the other tabs", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    const received: unknown[] = [];
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (event) => received.push(event.data);
    renderApp("/auth/done?error=cancelled");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign-in failed" })).toBeTruthy();
    expect(screen.getByText("Sign-in was cancelled.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/signin");
    await waitFor(() =>
      expect(received).toContainEqual({
        type: "arthshala:sign-in-failed",
        message: "Sign-in was cancelled.",
      }),
    );
    channel.close();
  });

  it("never prints text from the URL: an unknown code reads as a plain failure", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    renderApp("/auth/done?error=Your+account+is+locked.+Call+0800-000-000+now");
    expect(await screen.findByText("Sign-in failed. Please try again.")).toBeTruthy();
    expect(screen.queryByText(/0800/)).toBeNull();
  });

  it("without an opener, closes if it can and otherwise carries on to /home", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const close = vi.spyOn(window, "close").mockImplementation(() => {});
    const { router } = renderApp("/auth/done?popup=1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(close).toHaveBeenCalled();
  });
});
