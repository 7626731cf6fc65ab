import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withPageHtml } from "../../../test/markdownHtml";
import { jsonResponse, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

describe("the legal pages", () => {
  it("show the privacy policy with its dates, and settings values as plain text", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/pages/privacy-policy": () =>
        jsonResponse(
          withPageHtml({
            title: "Privacy Policy",
            effective: "2025-07-21",
            updated: "2026-11-22",
            // As the server escapes an operator name with markup in it.
            markdown:
              "## Who we are\n\nArthshala is run by **Evil \\<script\\>alert\\(1\\)\\</script\\>**.\n\n" +
              "You must be **at least 13 years old**. Write to [help@arthshala.test](mailto:help@arthshala.test).",
          }),
        ),
    });
    const { container } = renderApp("/privacy-policy");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeTruthy();
    expect(await screen.findByText("Effective: 21 July 2025")).toBeTruthy();
    expect(screen.getByText("Last updated: 22 November 2026")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Who we are" })).toBeTruthy();
    expect(screen.getByText("Evil <script>alert(1)</script>")).toBeTruthy();
    expect(container.querySelector("main script")).toBeNull();
    expect(screen.getByText("at least 13 years old")).toBeTruthy();
    expect(screen.getByRole("link", { name: "help@arthshala.test" }).getAttribute("href")).toBe(
      "mailto:help@arthshala.test",
    );
  });

  it("show the terms of service from their own page", async () => {
    const calls = mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/pages/terms-of-service": () =>
        jsonResponse(
          withPageHtml({
            title: "Terms of Service",
            effective: "2025-07-21",
            updated: "2026-11-22",
            markdown: "## Who can use Arthshala\n\nYou must be **at least 13 years old**.",
          }),
        ),
    });
    renderApp("/termsofservice");
    expect(await screen.findByRole("heading", { level: 2, name: "Who can use Arthshala" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeTruthy();
    expect(screen.getByText("Effective: 21 July 2025")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/pages/terms-of-service")).toBe(true);
  });
});
