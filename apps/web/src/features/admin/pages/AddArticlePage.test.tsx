import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, jsonResponse, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { article } from "../test/articleFixtures";
import { formBodies, pngFile, textFields, textFile } from "../test/fixtures";

const ADD_PATH = "/api/articles/add";
const page = { articles: [article({ id: 9, title: "UPI fraud: five signs" })], total: 1 };

async function openForm(stubs: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    "GET /api/auth/me": () => jsonResponse(admin),
    [`POST ${ADD_PATH}`]: () => jsonResponse(article({ id: 9, title: "UPI fraud: five signs" }), 201),
    "POST /api/articles/getall": () => jsonResponse(page),
    ...stubs,
  });
  // applyAccept off: the form's own type check must catch a wrong file, not the picker.
  const user = userEvent.setup({ applyAccept: false });
  const view = renderApp("/admin/articles/add");
  expect(await screen.findByRole("heading", { level: 1, name: "Add New Article" })).toBeTruthy();
  return { user, calls, ...view };
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Post Article" }));

describe("add-article form", () => {
  it("requires a title and content, says so, focuses the first, and sends nothing", async () => {
    const { user, calls } = await openForm();
    await submit(user);
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Title is required.",
      "Content is required.",
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText("Title"));
    expect(screen.getByLabelText("Content").getAttribute("aria-invalid")).toBe("true");

    // Each message goes as soon as its field is fixed.
    await user.type(screen.getByLabelText("Content"), "Plan it.");
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["Title is required."]);
    await user.clear(screen.getByLabelText("Content"));

    // Whitespace is not content.
    await user.type(screen.getByLabelText("Title"), "   ");
    await user.type(screen.getByLabelText("Content"), "  ");
    await submit(user);
    expect(screen.getAllByRole("alert")).toHaveLength(2);
    expect(calls.some((c) => c.path === ADD_PATH)).toBe(false);
  });

  it("takes images only: another file type is refused before sending", async () => {
    const { user, calls } = await openForm();
    await user.type(screen.getByLabelText("Title"), "Budgeting");
    await user.type(screen.getByLabelText("Content"), "Plan it.");
    const picker = screen.getByLabelText(/Article image/) as HTMLInputElement;
    expect(picker.accept).toBe("image/*");
    await user.upload(picker, textFile());
    await submit(user);
    expect(screen.getByRole("alert").textContent).toBe("The file must be an image.");
    expect(calls.some((c) => c.path === ADD_PATH)).toBe(false);
  });

  it("shows the Markdown live beside the text", async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText("Title"), "Needs first");
    await user.type(screen.getByLabelText("Content"), "Pay **rent** first");
    const preview = screen.getByRole("region", { name: "Content preview" });
    expect(within(preview).getByText("rent").tagName).toBe("STRONG");
    expect(within(preview).getByText("Needs first")).toBeTruthy();
  });

  it("is Published unless Draft is chosen, and says readers never see drafts", async () => {
    await openForm();
    expect((screen.getByRole("radio", { name: /^Published/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: /^Draft/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Readers never see drafts/)).toBeTruthy();
  });

  it("sends title, content, status and the image as multipart, then alerts and goes to the list", async () => {
    const { user, router } = await openForm();
    await user.type(screen.getByLabelText("Title"), "  UPI fraud: five signs ");
    await user.type(screen.getByLabelText("Content"), "Never share your **PIN**.");
    await user.upload(screen.getByLabelText(/Article image/), pngFile("upi.png"));
    expect(screen.getByText("upi.png")).toBeTruthy();
    await submit(user);

    const alert = await screen.findByRole("dialog", { name: "Alert" });
    expect(within(alert).getByText("✅ Article posted!")).toBeTruthy();
    const [body] = formBodies("POST", ADD_PATH);
    expect(textFields(body!)).toEqual({
      title: "UPI fraud: five signs",
      content: "Never share your **PIN**.",
      status: "published",
    });
    expect((body!.get("image") as File).name).toBe("upi.png");

    await user.click(within(alert).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/articles"));
  });

  it("sends status draft when Draft is chosen, with no image field when none was picked", async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText("Title"), "Work in progress");
    await user.type(screen.getByLabelText("Content"), "Soon.");
    await user.click(screen.getByRole("radio", { name: /^Draft/ }));
    await submit(user);
    await screen.findByText("✅ Article posted!");
    const [body] = formBodies("POST", ADD_PATH);
    expect(textFields(body!)).toEqual({ title: "Work in progress", content: "Soon.", status: "draft" });
    expect(body!.has("image")).toBe(false);
  });

  it("shows the spec's failure alert with the server's reason for a 4xx", async () => {
    const { user } = await openForm({
      [`POST ${ADD_PATH}`]: () =>
        jsonResponse(
          { error: "unsupported_media_type", message: "This file type is not allowed here." },
          415,
        ),
    });
    await user.type(screen.getByLabelText("Title"), "Budgeting");
    await user.type(screen.getByLabelText("Content"), "Plan it.");
    await submit(user);
    expect(
      await screen.findByText("Failed to post article. This file type is not allowed here."),
    ).toBeTruthy();
  });

  it("shows the spec's text alone for a server error", async () => {
    const { user } = await openForm({
      [`POST ${ADD_PATH}`]: () => jsonResponse({ error: "internal", message: "Boom." }, 500),
    });
    await user.type(screen.getByLabelText("Title"), "Budgeting");
    await user.type(screen.getByLabelText("Content"), "Plan it.");
    await submit(user);
    const alert = await screen.findByRole("dialog", { name: "Alert" });
    expect(within(alert).getByText("Failed to post article.")).toBeTruthy();
  });
});

describe("edit-article form", () => {
  const stored = article({
    id: 4,
    title: "Credit scores",
    content: "Pay on time.",
    status: "draft",
    image_url: "/uploads/score.png",
  });

  it("starts from the article, and saves changes as multipart (removing the image)", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/articles/4": () => jsonResponse(stored),
      "PUT /api/articles/4": () => jsonResponse({ ...stored, status: "published", image_url: null }),
      "POST /api/articles/getall": () => jsonResponse({ articles: [stored], total: 1 }),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/admin/articles/4/edit");
    expect(((await screen.findByLabelText("Title")) as HTMLInputElement).value).toBe("Credit scores");
    expect((screen.getByLabelText("Content") as HTMLTextAreaElement).value).toBe("Pay on time.");
    expect((screen.getByRole("radio", { name: /^Draft/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByAltText("Current article").getAttribute("src")).toBe("/uploads/score.png");

    await user.click(screen.getByRole("radio", { name: /^Published/ }));
    await user.click(screen.getByLabelText("Remove the current image"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("✅ Article updated!")).toBeTruthy();
    expect(textFields(formBodies("PUT", "/api/articles/4")[0]!)).toEqual({
      title: "Credit scores",
      content: "Pay on time.",
      status: "published",
      remove_image: "true",
    });
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.search).toBe("?article=4"));
  });

  it("says so when the save fails", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/articles/4": () => jsonResponse(stored),
      "PUT /api/articles/4": () => jsonResponse({ error: "bad_request", message: "Title is required." }, 400),
    });
    const user = userEvent.setup();
    renderApp("/admin/articles/4/edit");
    await screen.findByLabelText("Title");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update article. Title is required.")).toBeTruthy();
  });
});
