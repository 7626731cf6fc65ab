import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubIntersectionObserver } from "../../../test/intersectionObserver";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { INCOMPLETE_CONFIRM_LINK } from "./ConfirmNewsletterPage";

const footerBox = () => within(screen.getByRole("region", { name: "Newsletter" }));

describe("/newsletter/confirm", () => {
  it("confirms on a press of the button, not on load, and refreshes the footer", async () => {
    let confirmed = false;
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/articles/getenteredemail": () =>
        jsonResponse([{ enteredEmail: "asha.news@example.com", confirmed }]),
      "POST /api/newsletter/confirm": () => {
        confirmed = true;
        return jsonResponse({
          status: "confirmed",
          message: "You're subscribed! The next Arthshala newsletter will reach asha.news@example.com.",
        });
      },
    });
    const user = userEvent.setup();
    stubIntersectionObserver({ always: true }); // scrolled to the footer, whose form comes when near
    renderApp("/newsletter/confirm?token=c1:abc.def");
    const button = await screen.findByRole("button", { name: "Confirm subscription" });
    await screen.findByRole("region", { name: "Newsletter" });
    expect(await footerBox().findByTestId("newsletter-pending")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/newsletter/confirm")).toBe(false);

    await user.click(button);
    const answer = await screen.findByText(
      "You're subscribed! The next Arthshala newsletter will reach asha.news@example.com.",
    );
    expect(answer.getAttribute("role")).toBe("status");
    const posts = calls.filter((c) => c.path === "/api/newsletter/confirm");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: "c1:abc.def" });
    expect(await footerBox().findByText("You're subscribed as")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm subscription" })).toBeNull();
  });

  it("works without signing in and explains a link whose address was changed since", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/newsletter/confirm": () =>
        jsonResponse({
          status: "address_changed",
          message: "old@example.in is no longer the address saved for the newsletter.",
        }),
    });
    renderApp("/newsletter/confirm?token=abc");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Confirm subscription" }));
    expect(
      await screen.findByText("old@example.in is no longer the address saved for the newsletter."),
    ).toBeTruthy();
    expect(screen.getByText(/save your address in the box at the bottom of any page/)).toBeTruthy();
  });

  it("shows the server's message for an expired or bad link, with no retry", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/newsletter/confirm": () =>
        jsonResponse({ error: "Bad Request", message: "This confirmation link has expired." }, 400),
    });
    renderApp("/newsletter/confirm?token=old");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Confirm subscription" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This confirmation link has expired.");
    expect(screen.queryByRole("button", { name: "Confirm subscription" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to Homepage" }).getAttribute("href")).toBe("/");
  });

  it("offers the button again when the server could not be reached", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/newsletter/confirm": () => jsonResponse({ error: "x", message: "Server trouble." }, 503),
    });
    renderApp("/newsletter/confirm?token=abc");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Confirm subscription" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Server trouble.");
    expect(screen.getByRole("button", { name: "Confirm subscription" })).toBeTruthy();
  });

  it("says the link is incomplete without a token, and sends nothing", async () => {
    const calls = mockApi({ "GET /api/auth/me": signedOut });
    renderApp("/newsletter/confirm");
    expect((await screen.findByRole("alert")).textContent).toBe(INCOMPLETE_CONFIRM_LINK);
    expect(screen.queryByRole("button", { name: "Confirm subscription" })).toBeNull();
    expect(calls.some((c) => c.path === "/api/newsletter/confirm")).toBe(false);
  });
});
