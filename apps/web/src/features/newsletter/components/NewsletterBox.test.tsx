import { newsletterMessages } from "@arthshala/contracts/articles-rules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

afterEach(() => {
  toast.remove();
});

const box = () => within(screen.getByRole("region", { name: "Newsletter" }));

describe("footer newsletter box", () => {
  it("asks visitors to sign in and sends nothing", async () => {
    const calls = mockApi({ "GET /api/auth/me": signedOut });
    const user = userEvent.setup();
    renderApp("/about");
    await user.type(await box().findByLabelText("Email address"), "meera@example.in");
    await user.click(box().getByRole("button", { name: "Subscribe Now" }));
    expect(await screen.findByText(newsletterMessages.signIn)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith("/api/articles/"))).toBe(false);
  });

  it("subscribes a learner with the trimmed address, then unsubscribes", async () => {
    let release: (r: Response) => void = () => {};
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/articles/getenteredemail": () => jsonResponse([]),
      "POST /api/articles/saveemail": () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }) as unknown as Response,
      "POST /api/articles/removeemail": () => jsonResponse({ message: newsletterMessages.unsubscribed }),
    });
    const user = userEvent.setup();
    renderApp("/about");
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
    release(jsonResponse({ message: newsletterMessages.subscribed, enteredEmail: "meera.news@example.in" }));

    expect(await screen.findByText(newsletterMessages.subscribed)).toBeTruthy();
    expect(box().getByTestId("newsletter-email").textContent).toBe("meera.news@example.in");
    expect(box().queryByLabelText("Email address")).toBeNull();

    await user.click(box().getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText(newsletterMessages.unsubscribed)).toBeTruthy();
    const cleared = (await box().findByLabelText("Email address")) as HTMLInputElement;
    expect(cleared.value).toBe("");
    expect(box().queryByTestId("newsletter-email")).toBeNull();
  });

  it("shows a learner's saved address on load", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/articles/getenteredemail": () => jsonResponse([{ enteredEmail: "asha.news@example.com" }]),
    });
    renderApp("/about");
    expect((await box().findByTestId("newsletter-email")).textContent).toBe("asha.news@example.com");
    expect(box().getByRole("button", { name: "Unsubscribe" })).toBeTruthy();
  });

  it("toasts and falls back to the form when the saved address cannot be fetched", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/articles/getenteredemail": () => jsonResponse({ error: "x", message: "x" }, 500),
    });
    renderApp("/about");
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
