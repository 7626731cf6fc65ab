import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { homeData } from "../../home/test/fixtures";

const unverified = { ...learner, email_verified: false };
const homeCalls = {
  "POST /api/home/getdata": () => jsonResponse(homeData()),
};

afterEach(() => sessionStorage.clear());

describe("the confirm-your-email banner on home", () => {
  it("asks an unverified learner to confirm, resends on request and shows the server's answer", async () => {
    const calls = mockApi({
      ...homeCalls,
      "GET /api/auth/me": () => jsonResponse(unverified),
      "POST /api/auth/email/resend": () =>
        jsonResponse({ message: "We sent a new confirmation link. Please check your inbox." }, 202),
    });
    renderApp("/home");
    const banner = await screen.findByRole("region", { name: "Confirm your email" });
    expect(banner.textContent).toContain("We sent a link to asha@example.com");
    await userEvent.setup().click(screen.getByRole("button", { name: "Resend the link" }));
    expect(await screen.findByText("We sent a new confirmation link. Please check your inbox.")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/auth/email/resend")).toHaveLength(1);
  });

  it("shows the limit message when the server refuses another link", async () => {
    mockApi({
      ...homeCalls,
      "GET /api/auth/me": () => jsonResponse(unverified),
      "POST /api/auth/email/resend": () =>
        jsonResponse(
          { error: "Too Many Requests", message: "We have already sent 3 links in the last hour." },
          429,
        ),
    });
    renderApp("/home");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Resend the link" }));
    expect(await screen.findByText("We have already sent 3 links in the last hour.")).toBeTruthy();
  });

  it("closes for this visit when dismissed", async () => {
    mockApi({ ...homeCalls, "GET /api/auth/me": () => jsonResponse(unverified) });
    const first = renderApp("/home");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Confirm your email" })).toBeNull());
    first.unmount();
    renderApp("/home");
    expect(await screen.findByRole("heading", { level: 1, name: "Asha" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Confirm your email" })).toBeNull();
  });

  it("is not shown once the address is confirmed", async () => {
    mockApi({ ...homeCalls, "GET /api/auth/me": () => jsonResponse(learner) });
    renderApp("/home");
    expect(await screen.findByRole("heading", { level: 1, name: "Asha" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Confirm your email" })).toBeNull();
  });
});
