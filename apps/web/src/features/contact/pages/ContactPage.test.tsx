import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

afterEach(() => {
  toast.remove();
});

const site = (support_email: string) => () =>
  jsonResponse({
    operator_name: "",
    operator_address: "",
    support_email,
    grievance_officer_name: "",
    grievance_email: "",
    social_links: [],
  });
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe("/contact", () => {
  it("prefills a learner, shows the green line and the toast, then resets to their own name and email", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/site": site("support@arthshala.test"),
      "POST /api/contact/user": () => jsonResponse({ message: "Your message has been sent!" }),
    });
    const user = userEvent.setup();
    renderApp("/contact");
    await screen.findByLabelText("Message");
    expect([value("Name"), value("Email")]).toEqual(["Asha", "asha@example.com"]);

    // Errors show on submit and clear as the field is fixed.
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please fill in all required fields.")).toBeTruthy();
    await user.type(screen.getByLabelText("Message"), "How do I reset my streak?");
    expect(screen.queryByText("Please fill in all required fields.")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Your message has been sent!")).toBeTruthy();
    expect(await screen.findByText("Message submitted successfully!")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/contact/user")?.body).toEqual({
      name: "Asha",
      email: "asha@example.com",
      message: "How do I reset my streak?",
    });
    expect([value("Name"), value("Email"), value("Message")]).toEqual(["Asha", "asha@example.com", ""]);
  });

  it("lets a visitor write from empty fields, and says the spec's words when it fails", async () => {
    const calls = mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/site": site(""),
      "POST /api/contact/user": () => jsonResponse({ error: "internal", message: "Boom" }, 500),
    });
    const user = userEvent.setup();
    renderApp("/contact");
    await screen.findByLabelText("Message");
    expect([value("Name"), value("Email")]).toEqual(["", ""]);
    await user.type(screen.getByLabelText("Name"), "Ravi");
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Enter a valid email address.")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/contact/user")).toBe(false);

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "ravi@example.in");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Failed to submit. Please try again.")).toBeTruthy();
    expect(value("Message")).toBe("Hello");
  });

  it("puts the server's reason for refusing junk next to the message", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/contact/user": () =>
        jsonResponse(
          {
            error: "Bad Request",
            message: "message: Please write a few words for us, not just links.",
            field: "message",
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp("/contact");
    await user.type(await screen.findByLabelText("Message"), "https://spam.example");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please write a few words for us, not just links.")).toBeTruthy();
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the Reach Us panel: the support email when set, the feedback form and the reply time", async () => {
    mockApi({ "GET /api/auth/me": signedOut, "GET /api/site": site("support@arthshala.test") });
    renderApp("/contact");
    const panel = within(await screen.findByRole("complementary", { name: "Reach Us" }));
    const mail = await panel.findByRole("link", { name: "support@arthshala.test" });
    expect(mail.getAttribute("href")).toBe("mailto:support@arthshala.test");
    expect(panel.getByRole("link", { name: "feedback form" }).getAttribute("href")).toBe("/feedback");
    expect(panel.getByText("We reply within 24–48 hours.")).toBeTruthy();
  });

  it("shows no email in the panel while the operator has set none", async () => {
    const calls = mockApi({ "GET /api/auth/me": signedOut, "GET /api/site": site("") });
    renderApp("/contact");
    const panel = within(await screen.findByRole("complementary", { name: "Reach Us" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/site")).toBe(true));
    expect(panel.queryByRole("link", { name: /@/ })).toBeNull();
  });
});
