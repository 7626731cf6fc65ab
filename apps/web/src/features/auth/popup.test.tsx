import { AUTH_CHANNEL } from "@arthshala/contracts/auth-client";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { jsonResponse, learner, mockApi, signedOut } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { NARROW_SCREEN_QUERY, prefersSamePageSignIn, TOUCH_SCREEN_QUERY } from "./popup";

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

  it("opens the identity provider in a popup on a wide screen", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/auth/providers": () => jsonResponse({ oidc: true }),
    });
    const open = vi.spyOn(window, "open").mockReturnValue({ focus() {} } as Window);
    const { router } = renderApp("/about");
    const [button] = await screen.findAllByRole("button", { name: "Sign up / Login" });
    await userEvent.setup().click(button!);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        "/api/auth/oidc/login?popup=1",
        "arthshala-signin",
        "popup,width=480,height=640",
      ),
    );
    expect(router.state.location.pathname).toBe("/about");
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

/** A screen of this width in happy-dom, whose matchMedia answers from the window's size. */
function screenWidth(width: number) {
  const happyDOM = (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM;
  happyDOM.setViewport({ width, height: 740 });
  onTestFinished(() => happyDOM.setViewport({ width: 1024, height: 768 }));
}

async function clickSignIn(path: string, providers = { oidc: false }) {
  mockApi({
    "GET /api/auth/me": signedOut,
    "GET /api/auth/providers": () => jsonResponse(providers),
  });
  const rendered = renderApp(path);
  const [button] = await screen.findAllByRole("button", { name: "Sign up / Login" });
  await userEvent.setup().click(button!);
  return rendered;
}

describe("sign-in on the same page (phones, blocked popups)", () => {
  it("uses the app's phone breakpoint: below md (48rem) the same page, from md up a popup", () => {
    expect(NARROW_SCREEN_QUERY).toBe("(max-width: 47.99rem)");
    expect(TOUCH_SCREEN_QUERY).toBe("(pointer: coarse)");
    screenWidth(360);
    expect(prefersSamePageSignIn()).toBe(true);
    screenWidth(767);
    expect(prefersSamePageSignIn()).toBe(true);
    screenWidth(768);
    expect(prefersSamePageSignIn()).toBe(false);
  });

  it("on a narrow screen, goes to the sign-in page in this tab with the way back; no popup", async () => {
    screenWidth(360);
    const open = vi.spyOn(window, "open").mockReturnValue({ closed: false, focus() {} } as Window);
    const { router } = await clickSignIn("/courses?level=beginner", { oidc: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent("/courses?level=beginner")}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it("on a touch screen of any width (pointer: coarse), the same page too", async () => {
    vi.spyOn(window.navigator, "maxTouchPoints", "get").mockReturnValue(5);
    const open = vi.spyOn(window, "open").mockReturnValue({ closed: false, focus() {} } as Window);
    const { router } = await clickSignIn("/about");
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    expect(router.state.location.search).toBe("?next=%2Fabout");
    expect(open).not.toHaveBeenCalled();
  });

  it("on a wide screen whose popup is blocked (window.open gives null), the same page", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { router } = await clickSignIn("/about", { oidc: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    expect(router.state.location.search).toBe("?next=%2Fabout");
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("on a wide screen whose popup is closed at once (a blocker), the same page", async () => {
    vi.spyOn(window, "open").mockReturnValue({ closed: true, focus() {} } as Window);
    const { router } = await clickSignIn("/about");
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    expect(router.state.location.search).toBe("?next=%2Fabout");
  });

  it("from the sign-in page itself, keeps the way back it already has", async () => {
    screenWidth(360);
    const { router } = await clickSignIn("/signin?next=%2Fcourses%2Fcourse%2F7");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe("/signin");
    expect(router.state.location.search).toBe("?next=%2Fcourses%2Fcourse%2F7");
  });

  it("the sign-in page's provider buttons go to the provider in this tab, with the way back", async () => {
    screenWidth(360);
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/auth/providers": () => jsonResponse({ oidc: true }),
    });
    const assign = stubLocationAssign();
    const open = vi.spyOn(window, "open").mockReturnValue({ closed: false, focus() {} } as Window);
    renderApp("/signin?next=%2Fcourses%2Fcourse%2F7");
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Sign up with your identity provider" }));
    expect(assign).toHaveBeenCalledWith("/api/auth/oidc/login?next=%2Fcourses%2Fcourse%2F7");
    expect(open).not.toHaveBeenCalled();
  });

  it("inside the popup, the provider buttons go on to the provider in the popup", async () => {
    screenWidth(480); // the popup's own width is narrow: it must not be taken for a phone
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/auth/providers": () => jsonResponse({ oidc: true }),
    });
    const assign = stubLocationAssign();
    renderApp("/signin?popup=1");
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Sign in with your identity provider" }));
    expect(assign).toHaveBeenCalledWith("/api/auth/oidc/login?popup=1");
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

  it("after the provider in this tab, goes back where sign-in began and says so", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const close = vi.spyOn(window, "close").mockImplementation(() => {});
    const { router } = renderApp("/auth/done?next=%2Fabout%3Fx%3D1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/about"));
    expect(router.state.location.search).toBe("?x=1");
    expect(await screen.findByText("Signed in as Asha.")).toBeTruthy();
    expect(close).not.toHaveBeenCalled();
  });

  it.each(["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "never follows next=%s off the site: goes home",
    async (evil) => {
      mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
      const { router } = renderApp(`/auth/done?next=${encodeURIComponent(evil)}`);
      await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    },
  );

  it("a failure's Back to sign in keeps the way back", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    renderApp("/auth/done?error=cancelled&next=%2Farticles");
    const back = await screen.findByRole("link", { name: "Back to sign in" });
    expect(back.getAttribute("href")).toBe("/signin?next=%2Farticles");
  });

  it("without an opener, closes if it can and otherwise carries on to /home", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const close = vi.spyOn(window, "close").mockImplementation(() => {});
    const { router } = renderApp("/auth/done?popup=1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(close).toHaveBeenCalled();
  });
});
