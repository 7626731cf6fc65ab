import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { courseSummary } from "../../courses/test/fixtures";

afterEach(() => {
  toast.remove();
});

const courses = [
  courseSummary({ id: 1, title: "Money Basics" }),
  courseSummary({ id: 7, title: "Credit and Digital Payments", modules_count: 4, duration: 29 }),
];

describe("landing page courses", () => {
  it('points "Give It a Go" at the last course in the list', async () => {
    mockApi({ "GET /api/auth/me": signedOut, "GET /api/courses/getall": () => jsonResponse(courses) });
    renderApp("/");
    const link = await screen.findByRole("link", { name: "Give It a Go" });
    expect(link.getAttribute("href")).toBe("/courses/course/7");
  });

  it('shows the courses in the "Explore Courses" carousel and asks visitors to sign in', async () => {
    mockApi({ "GET /api/auth/me": signedOut, "GET /api/courses/getall": () => jsonResponse(courses) });
    renderApp("/");
    const card = await screen.findByRole("button", { name: /Credit and Digital Payments/ });
    expect(screen.getByRole("region", { name: "Explore Courses" }).contains(card)).toBe(true);
    expect(card.textContent).toContain("4 modules · 29 mins");
    await userEvent.setup().click(card);
    expect(await screen.findByText("Please sign in!")).toBeTruthy();
  });
});
