import { articleMessages } from "@arthshala/contracts/articles-rules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver } from "../../../test/intersectionObserver";
import { jsonResponse, learner, mockApi, type RecordedCall, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { makeArticle } from "../test/fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const article = makeArticle(7, { title: "Rated one", rating: 4.5, rating_count: 12 });
const star = (n: number) =>
  within(screen.getByRole("dialog")).getByRole("button", {
    name: n === 1 ? "Rate 1 star" : `Rate ${n} stars`,
  });

type Handlers = Record<string, (call: RecordedCall) => Response>;

function openAsLearner(handlers: Handlers = {}) {
  stubIntersectionObserver();
  const calls = mockApi({
    "GET /api/auth/me": () => jsonResponse(learner),
    "POST /api/articles/getall": () => jsonResponse([article]),
    "POST /api/articles/fetchrating": () => jsonResponse({ rating: null }),
    "POST /api/articles/updatetask": () => jsonResponse({ recorded: true }),
    "POST /api/articles/getenteredemail": () => jsonResponse([]),
    ...handlers,
  });
  renderApp("/articles?article=7");
  return calls;
}

describe("rating an article", () => {
  it("shows the learner's own rating and the average, and rates with a star", async () => {
    const calls = openAsLearner({
      "POST /api/articles/fetchrating": () => jsonResponse({ rating: 2 }),
      "POST /api/articles/rate": () => jsonResponse({ rating: 5, average: 4.5, rating_count: 13 }),
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Rated one" });
    expect(within(dialog).getByRole("heading", { name: "Rate this article" })).toBeTruthy();
    await waitFor(() => expect(star(2).getAttribute("aria-pressed")).toBe("true"));
    expect(star(5).getAttribute("aria-pressed")).toBe("false");
    expect(within(dialog).getByTestId("rating-summary").textContent).toBe("4.5 · 12 ratings");
    expect(calls.find((c) => c.path === "/api/articles/fetchrating")?.body).toEqual({ articleId: 7 });

    await user.click(star(5));
    expect(await screen.findByText(articleMessages.rated)).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/articles/rate")?.body).toEqual({ articleId: 7, rating: 5 });
    expect(star(5).getAttribute("aria-pressed")).toBe("true");
    expect(star(2).getAttribute("aria-pressed")).toBe("false");
    expect(within(dialog).getByTestId("rating-summary").textContent).toBe("4.5 · 13 ratings");
  });

  it("records the reading task when an article opens", async () => {
    const calls = openAsLearner();
    await screen.findByRole("dialog", { name: "Rated one" });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/articles/updatetask").map((c) => c.body)).toEqual([
        { articleId: 7 },
      ]),
    );
  });

  it("tells the server once when the reader reaches the article's end (issue 40's read-through)", async () => {
    const calls = openAsLearner();
    const observer = stubIntersectionObserver();
    await screen.findByRole("dialog", { name: "Rated one" });
    const tasks = () => calls.filter((c) => c.path === "/api/articles/updatetask").map((c) => c.body);
    await waitFor(() => expect(tasks()).toEqual([{ articleId: 7 }]));
    const atEnd = (target: Element) => target.hasAttribute("data-article-end");
    observer.trigger(false, atEnd);
    observer.trigger(true, atEnd);
    observer.trigger(true, atEnd);
    await waitFor(() => expect(tasks()).toEqual([{ articleId: 7 }, { articleId: 7, readThrough: true }]));
  });

  it("says 'Failed to submit rating.' when the server refuses", async () => {
    openAsLearner({
      "POST /api/articles/rate": () => jsonResponse({ error: "Bad Request", message: "No." }, 400),
    });
    const user = userEvent.setup();
    await screen.findByRole("dialog", { name: "Rated one" });
    await waitFor(() => expect((star(3) as HTMLButtonElement).disabled).toBe(false));
    await user.click(star(3));
    expect(await screen.findByText(articleMessages.rateRefused)).toBeTruthy();
    expect(star(3).getAttribute("aria-pressed")).toBe("false");
  });

  it("says 'Something went wrong while rating.' when the network fails", async () => {
    openAsLearner({
      "POST /api/articles/rate": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("dialog", { name: "Rated one" });
    await waitFor(() => expect((star(1) as HTMLButtonElement).disabled).toBe(false));
    await user.click(star(1));
    expect(await screen.findByText(articleMessages.rateFailed)).toBeTruthy();
  });

  it("toasts when the learner's rating or the reading task cannot be fetched", async () => {
    openAsLearner({
      "POST /api/articles/fetchrating": () => jsonResponse({ error: "x", message: "x" }, 500),
      "POST /api/articles/updatetask": () => jsonResponse({ error: "x", message: "x" }, 500),
    });
    expect(await screen.findByText(articleMessages.ratingFetchFailed)).toBeTruthy();
    expect(await screen.findByText(articleMessages.taskFailed)).toBeTruthy();
  });

  it("shows visitors no rating widget and records nothing", async () => {
    stubIntersectionObserver();
    const calls = mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": () => jsonResponse([article]),
    });
    renderApp("/articles?article=7");
    const dialog = await screen.findByRole("dialog", { name: "Rated one" });
    expect(within(dialog).queryByText("Rate this article")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: /^Rate / })).toBeNull();
    expect(calls.some((c) => c.path === "/api/articles/updatetask")).toBe(false);
    expect(calls.some((c) => c.path === "/api/articles/fetchrating")).toBe(false);
  });
});
