import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import fallbackAvatar from "../../../assets/avatar.svg";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { EXPORT_URL } from "../api";

afterEach(() => {
  toast.remove();
});

const account = {
  name: "Asha",
  email: "asha@example.com",
  email_verified: true,
  picture: "/uploads/asha.png",
  has_password: true,
  oidc_linked: false,
  product_mail: true,
  language: null,
  leaderboard_hidden: false,
  handle: "asha-r-4821",
  created_at: "2026-01-05T10:00:00.000Z",
};

const sessions = [
  {
    id: 11,
    device: "Chrome on Linux",
    signed_in_at: "2026-11-01T04:30:00.000Z",
    last_seen_at: "2026-11-03T06:00:00.000Z",
    current: true,
  },
  {
    id: 12,
    device: "Chrome on Android",
    signed_in_at: "2026-10-20T12:00:00.000Z",
    last_seen_at: "2026-11-02T15:45:00.000Z",
    current: false,
  },
  {
    id: 13,
    device: "Safari on iPhone",
    signed_in_at: "2026-09-01T12:00:00.000Z",
    last_seen_at: "2026-09-02T12:00:00.000Z",
    current: false,
  },
];

const section = async (name: string) => within(await screen.findByRole("region", { name }));
const stubs = (overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) => ({
  "GET /api/auth/me": () => jsonResponse({ ...learner, picture: account.picture, language: null }),
  "GET /api/account": () => jsonResponse(account),
  "GET /api/account/sessions": () => jsonResponse(sessions),
  "POST /api/articles/getenteredemail": () => jsonResponse([]),
  "GET /api/certificates": () => jsonResponse([]),
  ...overrides,
});

describe("/account", () => {
  it("sends visitors to the landing page", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    const { router } = renderApp("/account");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("is reached from the header's picture, and saves the name", async () => {
    const calls = mockApi(
      stubs({
        "PUT /api/account/profile": (c) =>
          jsonResponse({ ...account, name: (c.body as { name: string }).name }),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp("/courses");
    await user.click(await screen.findByRole("link", { name: "Your account" }));
    expect(router.state.location.pathname).toBe("/account");

    const profile = await section("Profile");
    const name = (await profile.findByLabelText("Name")) as HTMLInputElement;
    expect(name.value).toBe("Asha");
    await user.clear(name);
    await user.click(profile.getByRole("button", { name: "Save name" }));
    expect(await profile.findByText("Please enter your name.")).toBeTruthy();
    await user.type(name, "Asha Rao");
    expect(profile.queryByText("Please enter your name.")).toBeNull();
    await user.click(profile.getByRole("button", { name: "Save name" }));
    expect(await profile.findByText("Your name is saved.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/account/profile")?.body).toEqual({ name: "Asha Rao" });
  });

  it("changes the leaderboard handle: checks it first, and says when another learner holds it", async () => {
    const calls = mockApi(
      stubs({
        "PATCH /api/account": (c) => {
          const { handle } = c.body as { handle: string };
          return handle === "asha_saves"
            ? jsonResponse(
                {
                  error: "Conflict",
                  message: "That handle is taken. Please choose another.",
                  field: "handle",
                },
                409,
              )
            : jsonResponse({ ...account, handle });
        },
      }),
    );
    const user = userEvent.setup();
    renderApp("/account");
    const board = await section("Leaderboard");
    const field = (await board.findByLabelText("Your handle")) as HTMLInputElement;
    expect(field.value).toBe("asha-r-4821");
    const save = board.getByRole("button", { name: "Save handle" });

    await user.clear(field);
    await user.type(field, "9lives");
    await user.click(save);
    expect(
      await board.findByText("Start your handle with a letter or an underscore, not a digit or a hyphen."),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, "admin");
    await user.click(save);
    expect(await board.findByText("That handle is kept for Arthshala. Please choose another.")).toBeTruthy();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);

    await user.clear(field);
    await user.type(field, "asha_saves");
    await user.click(save);
    expect(await board.findByText("That handle is taken. Please choose another.")).toBeTruthy();

    await user.clear(field);
    await user.type(field, "  Asha_Rao ");
    await user.click(save);
    expect(await board.findByText("Your handle is saved.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PATCH").at(-1)?.body).toEqual({ handle: "asha_rao" });
  });

  it("lists its sections once at the top, each a link to its panel, with a way back from the later ones", async () => {
    mockApi(stubs());
    renderApp("/account");
    const jump = await screen.findByRole("navigation", { name: "Account sections" });
    const links = within(jump).getAllByRole("link");
    const panels = await screen.findAllByRole("region");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(panels.map((p) => `#${p.id}`));
    const back = screen.getAllByRole("link", { name: "Back to the list of sections" });
    expect(back).toHaveLength(panels.length - 2);
    expect(back[0]!.getAttribute("href")).toBe(`#${jump.id}`);
  });

  it("removes the picture for the drawn avatar, and refuses a file that is not an image", async () => {
    mockApi(stubs({ "DELETE /api/account/picture": () => jsonResponse({ ...account, picture: null }) }));
    const user = userEvent.setup({ applyAccept: false });
    renderApp("/account");
    const profile = await section("Profile");
    expect(profile.getByRole("img", { name: "Your profile picture" }).getAttribute("src")).toBe(
      "/uploads/asha.png",
    );
    await user.upload(
      profile.getByLabelText("New picture"),
      new File(["hi"], "notes.txt", { type: "text/plain" }),
    );
    await user.click(profile.getByRole("button", { name: "Upload picture" }));
    expect(await profile.findByText("The picture must be an image.")).toBeTruthy();

    await user.click(profile.getByRole("button", { name: "Remove picture" }));
    const avatar = await profile.findByRole("img", { name: /drawn avatar/ });
    expect(avatar.getAttribute("src")).toBe(fallbackAvatar);
    expect(profile.queryByRole("button", { name: "Remove picture" })).toBeNull();
  });

  it("puts a wrong current password next to its field, and reports a change", async () => {
    let attempt = 0;
    const calls = mockApi(
      stubs({
        "POST /api/account/password": () =>
          ++attempt === 1
            ? jsonResponse(
                {
                  error: "Bad Request",
                  message: "current_password: That is not your current password.",
                  field: "current_password",
                },
                400,
              )
            : jsonResponse({ message: "Your password is changed. Other devices have been signed out." }),
      }),
    );
    const user = userEvent.setup();
    renderApp("/account");
    const password = await section("Change password");
    await user.click(password.getByRole("button", { name: "Change password" }));
    expect(await password.findByText("Enter your current password.")).toBeTruthy();

    await user.type(password.getByLabelText("Current password"), "wrong-one");
    await user.type(password.getByLabelText("New password"), "a-new-secret-1");
    await user.type(password.getByLabelText("Confirm new password"), "a-new-secret-2");
    await user.click(password.getByRole("button", { name: "Change password" }));
    expect(await password.findByText("Passwords do not match.")).toBeTruthy();
    await user.clear(password.getByLabelText("Confirm new password"));
    await user.type(password.getByLabelText("Confirm new password"), "a-new-secret-1");
    await user.click(password.getByRole("button", { name: "Change password" }));

    const error = await password.findByText("That is not your current password.");
    const current = password.getByLabelText("Current password");
    expect(current.getAttribute("aria-invalid")).toBe("true");
    expect(current.getAttribute("aria-describedby")).toBe(error.id);
    expect(calls.find((c) => c.path === "/api/account/password")?.body).toEqual({
      current_password: "wrong-one",
      new_password: "a-new-secret-1",
    });

    await user.clear(current);
    await user.type(current, "right-one");
    await user.type(password.getByLabelText("New password"), "a-new-secret-1");
    await user.type(password.getByLabelText("Confirm new password"), "a-new-secret-1");
    await user.click(password.getByRole("button", { name: "Change password" }));
    expect(
      await password.findByText("Your password is changed. Other devices have been signed out."),
    ).toBeTruthy();
  });

  it("offers to add a password to an identity-provider account", async () => {
    mockApi(
      stubs({
        "GET /api/account": () => jsonResponse({ ...account, has_password: false, oidc_linked: true }),
      }),
    );
    renderApp("/account");
    const password = await section("Add a password");
    expect(password.queryByLabelText("Current password")).toBeNull();
    expect(password.getByRole("button", { name: "Add a password" })).toBeTruthy();
    const remove = await section("Delete my account");
    expect(remove.queryByLabelText("Your password")).toBeNull();
    expect(remove.getByText(/sign in again first/)).toBeTruthy();
    expect(remove.getByRole("button", { name: "Sign in again" })).toBeTruthy();
  });

  it("lists the devices with This device, and signs one or all others out", async () => {
    let list = sessions;
    const calls = mockApi(
      stubs({
        "GET /api/account/sessions": () => jsonResponse(list),
        "POST /api/account/sessions/12/revoke": () => {
          list = list.filter((s) => s.id !== 12);
          return jsonResponse({ revoked: 1 });
        },
        "POST /api/account/sessions/revoke-others": () => {
          list = list.filter((s) => s.current);
          return jsonResponse({ revoked: 1 });
        },
      }),
    );
    const user = userEvent.setup();
    renderApp("/account");
    const devices = await section("Signed-in devices");
    const rows = await devices.findAllByRole("listitem");
    expect(rows.map((r) => r.querySelector("p")?.textContent)).toEqual([
      "Chrome on LinuxThis device",
      "Chrome on Android",
      "Safari on iPhone",
    ]);
    // India time, the en-IN way.
    expect(
      within(rows[1]!).getByText(/Signed in 20 Oct 2026, 5:30 pm · Last seen 2 Nov 2026, 9:15 pm/i),
    ).toBeTruthy();
    expect(within(rows[0]!).queryByRole("button", { name: /Sign out/ })).toBeNull();

    await user.click(within(rows[1]!).getByRole("button", { name: /^Sign out Chrome on Android/ }));
    await waitFor(() => expect(devices.queryByText("Chrome on Android")).toBeNull());
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/account/sessions/12/revoke")).toBe(true);

    await user.click(devices.getByRole("button", { name: "Sign out all other devices" }));
    await waitFor(() => expect(devices.queryByText("Safari on iPhone")).toBeNull());
    expect(devices.getByText("You are signed in on this device only.")).toBeTruthy();
  });

  it("links the download of the learner's data", async () => {
    mockApi(stubs());
    renderApp("/account");
    const data = await section("Your data");
    const link = data.getByRole("link", { name: "Download my data" });
    expect(link.getAttribute("href")).toBe(EXPORT_URL);
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("deletes the account after the password and DELETE, then signs out to the landing page", async () => {
    let deleted = false;
    const calls = mockApi(
      stubs({
        "GET /api/auth/me": () => (deleted ? signedOut() : jsonResponse(learner)),
        "POST /api/account/delete": () => {
          deleted = true;
          return jsonResponse({ message: "Your account and your personal data have been deleted." });
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp("/account");
    const remove = await section("Delete my account");
    expect(remove.getByText(/without your name or email address/)).toBeTruthy();
    expect(remove.getByText(/cleared within 30 days/)).toBeTruthy();

    await user.type(remove.getByLabelText("Type DELETE to confirm"), "delete");
    await user.click(remove.getByRole("button", { name: "Delete my account" }));
    expect(await remove.findByText("Enter your password.")).toBeTruthy();
    expect(remove.getByText("Type DELETE to confirm.")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/account/delete")).toBe(false);

    await user.type(remove.getByLabelText("Your password"), "my-secret");
    await user.clear(remove.getByLabelText("Type DELETE to confirm"));
    await user.type(remove.getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(remove.getByRole("button", { name: "Delete my account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByText("Your account and your personal data have been deleted.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/account/delete")?.body).toEqual({
      password: "my-secret",
      confirm: "DELETE",
    });
    expect(screen.getAllByRole("button", { name: "Sign up / Login" }).length).toBeGreaterThan(0);
  });

  it("saves the leaderboard switch, product mail and the language", async () => {
    const calls = mockApi(
      stubs({
        "POST /api/home/leaderboard/visibility": () => jsonResponse({ hidden: true }),
        "PUT /api/account/preferences": (c) => jsonResponse({ ...account, ...(c.body as object) }),
      }),
    );
    const user = userEvent.setup();
    renderApp("/account");
    const board = await section("Leaderboard");
    await user.click(board.getByRole("switch", { name: "Show me on the leaderboard" }));
    await waitFor(() =>
      expect(
        board.getByRole("switch", { name: "Show me on the leaderboard" }).getAttribute("aria-checked"),
      ).toBe("false"),
    );
    expect(calls.find((c) => c.path === "/api/home/leaderboard/visibility")?.body).toEqual({ hidden: true });

    const mail = await section("Email preferences");
    await user.click(mail.getByRole("switch", { name: "Emails about my activity" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT" && c.path === "/api/account/preferences")?.body).toEqual({
        product_mail: false,
      }),
    );

    const language = await section("Language");
    await user.click(language.getByRole("radio", { name: "हिंदी" }));
    await user.click(language.getByRole("button", { name: "Save language" }));
    // The interface switches at once: the confirmation is already in Hindi.
    expect(await language.findByText("आपकी भाषा सेव हो गई।")).toBeTruthy();
    expect(document.documentElement.lang).toBe("hi");
    expect(calls.filter((c) => c.path === "/api/account/preferences").at(-1)?.body).toEqual({
      language: "hi",
    });
    expect(language.getByText("हिंदी", { selector: "span" })).toBeTruthy();
  });
});
