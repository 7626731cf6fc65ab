import { newsletterMessages } from "@arthshala/contracts/articles-rules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stubIntersectionObserver } from "../../../test/intersectionObserver";
import { heldAnswer, jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

// The footer's form is drawn when the reader nears it: here every page is scrolled to its end.
beforeEach(() => {
  stubIntersectionObserver({ always: true });
});

afterEach(() => {
  toast.remove();
});

const box = () => within(screen.getByRole("region", { name: "Newsletter" }));

describe("footer newsletter box", () => {
  it("asks visitors to sign in and sends nothing", async () => {
    const calls = mockApi({ "GET /api/auth/me": signedOut });
    const user = userEvent.setup();
    renderApp("/about");
    await screen.findByRole("region", { name: "Newsletter" });
    await user.type(await box().findByLabelText("Email address"), "meera@example.in");
    await user.click(box().getByRole("button", { name: "Subscribe Now" }));
    expect(await screen.findByText(newsletterMessages.signIn)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith("/api/articles/"))).toBe(false);
  });

  it("saves a learner's trimmed address, shows it waiting for confirmation, then unsubscribes", async () => {
    const saved = heldAnswer();
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/articles/getenteredemail": () => jsonResponse([]),
      "POST /api/articles/saveemail": saved.handler,
      "POST /api/articles/removeemail": () => jsonResponse({ message: newsletterMessages.unsubscribed }),
    });
    const user = userEvent.setup();
    renderApp("/about");
    await screen.findByRole("region", { name: "Newsletter" });
    const input = await box().findByLabelText("Email address");
    expect(input.getAttribute("type")).toBe("email");
    await waitFor(() => expect(calls.some((c) => c.path === "/api/articles/getenteredemail")).toBe(true));
    await user.type(input, "  Meera.News@example.in ");
    await user.click(box().getByRole("button", { name: "Subscribe Now" }));

    const busy = await box().findByRole("button", { name: "Subscribing..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((c) => c.path === "/api/articles/saveemail")?.body).toEqual({
      enteredEmail: "Meera.News@example.in",
    });
    await saved.give(
      jsonResponse({
        message: newsletterMessages.confirmationSent,
        enteredEmail: "meera.news@example.in",
        confirmed: false,
      }),
    );

    // Double opt-in: the toast says a link was sent, not "Subscribed", and the box says what to do.
    expect(await screen.findByText(newsletterMessages.confirmationSent)).toBeTruthy();
    expect(screen.queryByText(newsletterMessages.subscribed)).toBeNull();
    expect(box().getByTestId("newsletter-email").textContent).toBe("meera.news@example.in");
    expect(box().getByTestId("newsletter-pending").textContent).toBe(
      "Check your inboxWe sent a confirmation link tomeera.news@example.inYou're subscribed once you open it.UnsubscribeResend link",
    );
    expect(box().queryByText("You're subscribed as")).toBeNull();
    expect(box().queryByLabelText("Email address")).toBeNull();

    await user.click(box().getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText(newsletterMessages.unsubscribed)).toBeTruthy();
    const cleared = (await box().findByLabelText("Email address")) as HTMLInputElement;
    expect(cleared.value).toBe("");
    expect(box().queryByTestId("newsletter-email")).toBeNull();
  });

  it("shows a learner's confirmed address on load", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/articles/getenteredemail": () =>
        jsonResponse([{ enteredEmail: "asha.news@example.com", confirmed: true }]),
    });
    renderApp("/about");
    await screen.findByRole("region", { name: "Newsletter" });
    expect((await box().findByTestId("newsletter-email")).textContent).toBe("asha.news@example.com");
    expect(box().getByText("You're subscribed as")).toBeTruthy();
    expect(box().getByRole("button", { name: "Unsubscribe" })).toBeTruthy();
    expect(box().queryByTestId("newsletter-pending")).toBeNull();
  });

  it("sends the confirmation link again for a pending address, and shows the server's answer", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/articles/getenteredemail": () =>
        jsonResponse([{ enteredEmail: "asha.news@example.com", confirmed: false }]),
      "POST /api/articles/saveemail": () =>
        jsonResponse({
          message: newsletterMessages.confirmationThrottled,
          enteredEmail: "asha.news@example.com",
          confirmed: false,
        }),
    });
    const user = userEvent.setup();
    renderApp("/about");
    await screen.findByRole("region", { name: "Newsletter" });
    expect(await box().findByTestId("newsletter-pending")).toBeTruthy();
    await user.click(box().getByRole("button", { name: "Resend link" }));
    expect(await screen.findByText(newsletterMessages.confirmationThrottled)).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/articles/saveemail")?.body).toEqual({
      enteredEmail: "asha.news@example.com",
    });
    expect(box().getByTestId("newsletter-pending")).toBeTruthy();
  });

  it("toasts and falls back to the form when the saved address cannot be fetched", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/articles/getenteredemail": () => jsonResponse({ error: "x", message: "x" }, 500),
    });
    renderApp("/about");
    await screen.findByRole("region", { name: "Newsletter" });
    expect(await screen.findByText(newsletterMessages.fetchFailed)).toBeTruthy();
    expect(box().getByLabelText("Email address")).toBeTruthy();
  });

  it("does not send an empty address", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/articles/getenteredemail": () => jsonResponse([]),
    });
    const user = userEvent.setup();
    renderApp("/about");
    await screen.findByRole("region", { name: "Newsletter" });
    await box().findByLabelText("Email address");
    await user.click(box().getByRole("button", { name: "Subscribe Now" }));
    expect(calls.some((c) => c.path === "/api/articles/saveemail")).toBe(false);
  });

  it("stays out of the way on pages that are an email form themselves", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    renderApp("/signin");
    expect(await screen.findByRole("contentinfo")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Newsletter" })).toBeNull();
  });
});
