import { feedbackMessages } from "@arthshala/contracts/feedback-rules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { heldAnswer, jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { homeKeys } from "../../progress/keys";

afterEach(() => {
  toast.remove();
});

const group = (question: RegExp) => within(screen.getByRole("radiogroup", { name: question }));
const checked = (question: RegExp) =>
  group(question)
    .queryAllByRole("radio")
    .filter((r) => (r as HTMLInputElement).checked);

type User = ReturnType<typeof userEvent.setup>;

async function answerChoices(user: User, confusing: "Yes" | "No" = "No") {
  await user.click(group(/^Q2\./).getByRole("radio", { name: "Just right" }));
  await user.click(group(/^Q4\./).getByRole("radio", { name: "Good" }));
  await user.click(group(/^Q5\./).getByRole("radio", { name: confusing }));
  await user.click(group(/^Q6\./).getByRole("radio", { name: "FinTools" }));
}

async function rateAll(user: User) {
  await user.click(group(/^Q1\./).getByRole("radio", { name: "5 stars" }));
  await user.click(group(/^Q3\./).getByRole("radio", { name: "4 stars" }));
  await user.click(group(/^Q7\./).getByRole("radio", { name: "1 star" }));
}

describe("/feedback", () => {
  it("says the spec's two messages word for word, each clearing as its fields are answered", async () => {
    const calls = mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const user = userEvent.setup();
    renderApp("/feedback");
    const submit = await screen.findByRole("button", { name: "Submit Feedback" });
    await user.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("Please fill in all required fields.");
    expect(screen.getByRole("radiogroup", { name: /^Q2\./ }).getAttribute("aria-invalid")).toBe("true");

    await answerChoices(user);
    expect(screen.getByRole("alert").textContent).toBe("Please rate all star-based questions (Q1, Q3, Q7).");
    await rateAll(user);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls.some((c) => c.path === "/api/home/feedback")).toBe(false);
  });

  it("asks for the Q5 details only when the answer is Yes", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const user = userEvent.setup();
    renderApp("/feedback");
    await screen.findByRole("button", { name: "Submit Feedback" });
    expect(screen.queryByLabelText(/What was confusing\?/)).toBeNull();
    await user.click(group(/^Q5\./).getByRole("radio", { name: "Yes" }));
    expect(screen.getByLabelText(/What was confusing\?/)).toBeTruthy();
    await user.click(group(/^Q5\./).getByRole("radio", { name: "No" }));
    expect(screen.queryByLabelText(/What was confusing\?/)).toBeNull();
  });

  it("prefills a learner, says Submitting... while busy, thanks them and resets to their name and email", async () => {
    const thanks = heldAnswer();
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/home/feedback": thanks.handler,
    });
    const user = userEvent.setup();
    const { client } = renderApp("/feedback");
    client.setQueryData(homeKeys.data(learner.sub), { showFeedback: true });
    const name = (await screen.findByLabelText("Name")) as HTMLInputElement;
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect([name.value, email.value]).toEqual(["Asha", "asha@example.com"]);
    expect(email.type).toBe("email");

    await answerChoices(user, "Yes");
    await user.type(screen.getByLabelText(/What was confusing\?/), "The budget dialog");
    await rateAll(user);
    await user.type(screen.getByLabelText(/Anything else/), "Thanks!");
    await user.click(screen.getByRole("button", { name: "Submit Feedback" }));

    const busy = await screen.findByRole("button", { name: "Submitting..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((c) => c.path === "/api/home/feedback")?.body).toEqual({
      name: "Asha",
      email: "asha@example.com",
      q1_helpfulness: 5,
      q2_difficulty: "Just right",
      q3_navigation: 4,
      q4_design: "Good",
      q5_confusing: "Yes",
      q5_details: "The budget dialog",
      q6_favFeature: "FinTools",
      q7_returnLikelihood: 1,
      additionalFeedback: "Thanks!",
    });
    await thanks.give(jsonResponse({ message: feedbackMessages.thanks }));

    await waitFor(() => expect(screen.getAllByText("Thank you for your feedback!").length).toBe(2));
    expect(screen.getByRole("button", { name: "Submit Feedback" })).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Asha");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("asha@example.com");
    for (const q of [/^Q1\./, /^Q2\./, /^Q3\./, /^Q4\./, /^Q5\./, /^Q6\./, /^Q7\./]) {
      expect(checked(q), String(q)).toHaveLength(0);
    }
    expect((screen.getByLabelText(/Anything else/) as HTMLTextAreaElement).value).toBe("");
    expect(screen.queryByLabelText(/What was confusing\?/)).toBeNull();
    // Given feedback ends the home page's prompt: home asks the server again.
    expect(client.getQueryState(homeKeys.data(learner.sub))?.isInvalidated).toBe(true);
  });

  it("lets a visitor write, and says Failed to send feedback. when the server fails", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/home/feedback": () => jsonResponse({ error: "internal", message: "Boom" }, 500),
    });
    const user = userEvent.setup();
    renderApp("/feedback");
    const name = (await screen.findByLabelText("Name")) as HTMLInputElement;
    expect(name.value).toBe("");
    await user.type(name, "Ravi");
    await user.type(screen.getByLabelText("Email"), "ravi@example.in");
    await answerChoices(user);
    await rateAll(user);
    await user.click(screen.getByRole("button", { name: "Submit Feedback" }));
    expect(await screen.findByText("Failed to send feedback.")).toBeTruthy();
    // What they wrote stays for another try.
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ravi");
  });

  it("shows the server's own words when it refuses (too many messages)", async () => {
    const tooMany = "You've sent a few messages in a short time. Please try again in 12 minutes.";
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/home/feedback": () => jsonResponse({ error: "too_many_requests", message: tooMany }, 429),
    });
    const user = userEvent.setup();
    renderApp("/feedback");
    await screen.findByRole("button", { name: "Submit Feedback" });
    await answerChoices(user);
    await rateAll(user);
    await user.click(screen.getByRole("button", { name: "Submit Feedback" }));
    expect(await screen.findByText(tooMany)).toBeTruthy();
    expect(screen.queryByText("Failed to send feedback.")).toBeNull();
  });

  it("counts the longer texts and keeps a pasted text past the limit whole, saying so instead of sending", async () => {
    const calls = mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const user = userEvent.setup();
    renderApp("/feedback");
    await screen.findByRole("button", { name: "Submit Feedback" });
    await answerChoices(user, "Yes");
    await rateAll(user);
    const details = screen.getByLabelText(/What was confusing\?/) as HTMLTextAreaElement;
    expect(screen.getByTestId("q5_details-count").textContent).toBe("0 / 1,000");
    await user.click(details);
    await user.paste("x".repeat(1_003));
    expect(details.value).toHaveLength(1_003);
    expect(screen.getByTestId("q5_details-count").textContent).toBe("1,003 / 1,000");
    expect(
      screen.getByText("Your message is 3 characters too long. Shorten it to 1,000 to send it."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit Feedback" }));
    expect(calls.some((c) => c.path === "/api/home/feedback")).toBe(false);
    expect(details.value).toHaveLength(1_003);
    await user.type(details, "{Backspace}{Backspace}{Backspace}");
    expect(screen.getByText("You have reached the limit of 1,000 characters.")).toBeTruthy();
    expect(screen.getByTestId("additionalFeedback-count").textContent).toBe("0 / 2,000");
  });

  it("closes with × to /home when it was opened directly", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
    });
    const user = userEvent.setup();
    const { router } = renderApp("/feedback");
    await user.click(await screen.findByRole("button", { name: "Close feedback form" }));
    // A visitor's /home sends them on to the landing page.
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
