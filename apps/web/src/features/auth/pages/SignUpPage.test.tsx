import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp, renderWithRouter } from "../../../test/renderApp";
import { SignUpPage } from "./SignUpPage";

async function fillForm(values: {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
  /** The age band's label; "18 to 25" unless said (null: none chosen). */
  band?: string | null;
  guardian?: string;
}) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText("Name"), values.name);
  if (values.email) await user.type(screen.getByLabelText("Email"), values.email);
  if (values.password) await user.type(screen.getByLabelText("Password"), values.password);
  if (values.confirm) await user.type(screen.getByLabelText("Confirm password"), values.confirm);
  const band = values.band === undefined ? "18 to 25" : values.band;
  if (band) await user.click(await screen.findByRole("radio", { name: band }));
  if (values.guardian) await user.type(screen.getByLabelText("Parent or guardian's email"), values.guardian);
  return user;
}

/** The form's own requests: the app asks who is signed in (MeProvider) on every page, this one too. */
const signUpCalls = (calls: Array<{ path: string }>) => calls.filter((c) => c.path !== "/api/auth/session");

describe("sign-up form", () => {
  it("asks for every field when one is empty, without calling the server", async () => {
    const calls = mockApi({});
    renderWithRouter(<SignUpPage />, { path: "/signup" });
    const user = await fillForm({ name: "Asha", email: "asha@example.com" });
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields.");
    expect(signUpCalls(calls)).toHaveLength(0);
  });

  it("says when the passwords do not match", async () => {
    const calls = mockApi({});
    renderWithRouter(<SignUpPage />, { path: "/signup" });
    const user = await fillForm({
      name: "Asha",
      email: "asha@example.com",
      password: "long-enough-1",
      confirm: "long-enough-2",
    });
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match.");
    expect(signUpCalls(calls)).toHaveLength(0);
  });

  it("shows the server's message when sign-up is refused", async () => {
    const message = "An account with this email already exists. Try signing in instead.";
    const calls = mockApi({
      "POST /api/auth/signup": () => jsonResponse({ error: "conflict", message }, 409),
    });
    renderWithRouter(<SignUpPage />, { path: "/signup" });
    const user = await fillForm({
      name: "Asha",
      email: "asha@example.com",
      password: "long-enough-1",
      confirm: "long-enough-1",
    });
    await user.click(screen.getByLabelText("Subscribe to our newsletter"));
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(signUpCalls(calls)).toEqual([
      {
        method: "POST",
        path: "/api/auth/signup",
        body: {
          name: "Asha",
          email: "asha@example.com",
          password: "long-enough-1",
          newsletter: true,
          age_band: "18-25",
        },
      },
    ]);
  });

  it("asks the age band; under 18 asks for a guardian's address, not the learner's own, and no newsletter", async () => {
    const calls = mockApi({ "POST /api/auth/signup": () => jsonResponse({ user: learner }, 201) });
    renderWithRouter(<SignUpPage />, { path: "/signup" });
    const user = await fillForm({
      name: "Ravi",
      email: "ravi@example.com",
      password: "long-enough-1",
      confirm: "long-enough-1",
      band: null,
    });
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("alert").textContent).toBe("Please choose your age.");
    expect(screen.queryByLabelText("Parent or guardian's email")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Under 18" }));
    expect(screen.queryByLabelText("Subscribe to our newsletter")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("alert").textContent).toBe("Please enter your parent or guardian's email.");
    await user.type(screen.getByLabelText("Parent or guardian's email"), "RAVI@example.com");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Your parent or guardian's email must be different from yours.",
    );
    expect(signUpCalls(calls)).toHaveLength(0);
    await user.clear(screen.getByLabelText("Parent or guardian's email"));
    await user.type(screen.getByLabelText("Parent or guardian's email"), "amma@example.com");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(signUpCalls(calls)).toHaveLength(1));
    expect(signUpCalls(calls)).toEqual([
      {
        method: "POST",
        path: "/api/auth/signup",
        body: {
          name: "Ravi",
          email: "ravi@example.com",
          password: "long-enough-1",
          newsletter: false,
          age_band: "under-18",
          guardian_email: "amma@example.com",
        },
      },
    ]);
  });

  it("goes to /home after signing up", async () => {
    mockApi({ "POST /api/auth/signup": () => jsonResponse({ user: learner }, 201) });
    const { client } = renderWithRouter(<SignUpPage />, { path: "/signup" });
    const user = await fillForm({
      name: "Asha",
      email: "asha@example.com",
      password: "long-enough-1",
      confirm: "long-enough-1",
    });
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("Arrived at /home")).toBeTruthy();
    expect(client.getQueryData(["auth", "me"])).toEqual(learner);
  });

  it("inside the sign-in popup, finishes at /auth/done", async () => {
    mockApi({ "POST /api/auth/signup": () => jsonResponse({ user: learner }, 201) });
    renderWithRouter(<SignUpPage />, { path: "/signup?popup=1", extraPaths: ["/auth/done"] });
    const user = await fillForm({
      name: "Asha",
      email: "asha@example.com",
      password: "long-enough-1",
      confirm: "long-enough-1",
    });
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("Arrived at /auth/done")).toBeTruthy();
  });

  it("on the same page (a phone), goes back where the learner was, signed in, and says so", async () => {
    let signedUp = false;
    mockApi({
      "GET /api/auth/me": () => (signedUp ? jsonResponse(learner) : signedOut()),
      "POST /api/auth/signup": () => {
        signedUp = true;
        return jsonResponse({ user: { ...learner, email_verified: false } }, 201);
      },
    });
    const { router } = renderApp(`/signup?next=${encodeURIComponent("/about?from=phone")}`);
    expect((await screen.findByRole("link", { name: "Log In" })).getAttribute("href")).toBe(
      "/signin?next=%2Fabout%3Ffrom%3Dphone",
    );
    const user = await fillForm({
      name: "Asha",
      email: "asha@example.com",
      password: "long-enough-1",
      confirm: "long-enough-1",
    });
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/about"));
    expect(router.state.location.search).toBe("?from=phone");
    expect(
      await screen.findByText("Welcome, Asha! Your account is ready and you're signed in."),
    ).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Log out" })).toBeTruthy();
  });
});
