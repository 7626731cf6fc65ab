import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { homeData } from "../../home/test/fixtures";

const minor = (status: string, email: string | null = "amma@example.com") => ({
  ...learner,
  age_band: "under-18",
  guardian: { status, email },
});
const home = { "POST /api/home/getdata": () => jsonResponse(homeData()) };
const banner = () => screen.findByRole("region", { name: "Your progress isn't saved" });

describe("the guardian banner on home (issue 40)", () => {
  it("says why nothing is saved, sends the link again and changes the guardian's address", async () => {
    const calls = mockApi({
      ...home,
      "GET /api/auth/me": () => jsonResponse(minor("asked")),
      "POST /api/guardian/resend": () =>
        jsonResponse({ message: "We've mailed the link to your parent or guardian." }, 202),
      "PUT /api/guardian/email": () =>
        jsonResponse({ message: "We've mailed the link to your parent or guardian." }, 202),
    });
    renderApp("/home");
    expect((await banner()).textContent).toContain("We emailed a link to amma@example.com");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Resend the link" }));
    expect(await screen.findByText("We've mailed the link to your parent or guardian.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Change guardian's email" }));
    await user.type(screen.getByLabelText("Parent or guardian's email"), "papa@example.com");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/guardian/email")).toEqual([
        { method: "PUT", path: "/api/guardian/email", body: { guardian_email: "papa@example.com" } },
      ]),
    );
    expect(calls.filter((c) => c.path === "/api/guardian/resend")).toHaveLength(1);
  });

  it("shows the server's refusal in words, without the field's name", async () => {
    mockApi({
      ...home,
      "GET /api/auth/me": () => jsonResponse(minor("asked")),
      "PUT /api/guardian/email": () =>
        jsonResponse(
          {
            error: "Bad Request",
            message: "guardian_email: Your parent or guardian's email must be different from yours.",
            field: "guardian_email",
          },
          400,
        ),
    });
    renderApp("/home");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Change guardian's email" }));
    await user.type(screen.getByLabelText("Parent or guardian's email"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(
      await screen.findByText("Your parent or guardian's email must be different from yours."),
    ).toBeTruthy();
  });

  it("after a no or a withdrawal, explains and offers no link to send", async () => {
    mockApi({ ...home, "GET /api/auth/me": () => jsonResponse(minor("revoked")) });
    renderApp("/home");
    expect((await banner()).textContent).toContain("withdrawn their consent, so nothing new is saved");
    expect(screen.queryByRole("button", { name: "Resend the link" })).toBeNull();
  });

  it("is not there for an adult, nor once the guardian has consented", async () => {
    mockApi({ ...home, "GET /api/auth/me": () => jsonResponse(minor("confirmed")) });
    renderApp("/home");
    expect(await screen.findByText("Welcome back,")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Your progress isn't saved" })).toBeNull();
  });
});

describe("the age band asked on arrival (issue 40)", () => {
  it("asks an account without one before anything else, and under 18 names the guardian", async () => {
    let band: string | null = null;
    const calls = mockApi({
      ...home,
      "GET /api/auth/me": () =>
        jsonResponse({
          ...learner,
          age_band: band,
          guardian: band ? { status: "asked", email: "amma@example.com" } : null,
        }),
      "PATCH /api/account": () => {
        band = "under-18";
        return jsonResponse({});
      },
    });
    renderApp("/home");
    const ask = await screen.findByRole("dialog", { name: "One question before you start" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "Under 18" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("alert").textContent).toBe("Please enter your parent or guardian's email.");
    await user.type(screen.getByLabelText("Parent or guardian's email"), "amma@example.com");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(ask.isConnected).toBe(false));
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([
      {
        method: "PATCH",
        path: "/api/account",
        body: { age_band: "under-18", guardian_email: "amma@example.com" },
      },
    ]);
    expect((await banner()).textContent).toContain("amma@example.com");
  });
});
