import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, signedOut } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

const site = (social_links: { label: string; url: string }[]) => () =>
  jsonResponse({
    operator_name: "",
    operator_address: "",
    support_email: "",
    grievance_officer_name: "",
    grievance_email: "",
    social_links,
  });

describe("footer social links", () => {
  it("shows the operator's links, opening in a new tab without the opener", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/site": site([
        { label: "Instagram", url: "https://www.instagram.com/arthshala" },
        { label: "YouTube", url: "https://www.youtube.com/@arthshala" },
      ]),
    });
    renderApp("/nowhere");
    const list = within(await screen.findByRole("list", { name: "Arthshala elsewhere" }));
    const instagram = list.getByRole("link", { name: "Instagram (opens in a new tab)" });
    expect(instagram.getAttribute("href")).toBe("https://www.instagram.com/arthshala");
    expect(instagram.getAttribute("target")).toBe("_blank");
    expect(instagram.getAttribute("rel")).toBe("noopener noreferrer");
    // A network without an icon shows its label.
    expect(list.getByRole("link", { name: "YouTube (opens in a new tab)" }).textContent).toBe("YouTube");
  });

  it("shows none while the operator has set none", async () => {
    const calls = mockApi({ "GET /api/auth/me": signedOut, "GET /api/site": site([]) });
    renderApp("/nowhere");
    await screen.findByRole("heading", { name: "Page Not Found" });
    await waitFor(() => expect(calls.some((c) => c.path === "/api/site")).toBe(true));
    expect(screen.queryByRole("list", { name: "Arthshala elsewhere" })).toBeNull();
    expect(screen.queryByRole("link", { name: /opens in a new tab/ })).toBeNull();
  });
});
