import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, jsonResponse, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { adminProduct } from "../test/schemeFixtures";

const products = [
  adminProduct({ id: 1, list: "sbi/fd", product_name: "SBI Term Deposit", as_of: "2026-10-01" }),
  adminProduct({ id: 2, list: "sbi/fd", product_name: "SBI Tax Saver", stale: true, as_of: "2025-06-10" }),
  adminProduct({ id: 3, list: "sbi/simplysave", product_name: "SimplySAVE SBI Card", stale: true }),
];

describe("admin Schemes list", () => {
  it("groups every product by its page with its as-of date, flags stale ones, and filters to them", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/schemes": () => jsonResponse(products),
    });
    const { router } = renderApp("/admin/schemes");
    const fd = await screen.findByRole("region", { name: "SBI Fixed Deposit" });
    const rows = within(fd).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain("As of 1 October 2026");
    expect(within(rows[0]!).queryByText("Needs checking")).toBeNull();
    expect(within(rows[1]!).getByText("Needs checking")).toBeTruthy();
    expect(within(rows[1]!).getByRole("link", { name: "Edit SBI Tax Saver" }).getAttribute("href")).toBe(
      "/admin/schemes/2",
    );
    expect(within(fd).getByRole("link", { name: "View /fd" }).getAttribute("href")).toBe("/fd");

    await userEvent
      .setup()
      .click(screen.getByRole("checkbox", { name: "Only products that need checking (2)" }));
    expect(router.state.location.search).toBe("?stale=1");
    await waitFor(() => expect(screen.queryByText("SBI Term Deposit")).toBeNull());
    expect(screen.getByText("SBI Tax Saver")).toBeTruthy();
    const card = screen.getByRole("region", { name: "SimplySAVE SBI Card" });
    expect(within(card).getByRole("link", { name: "Edit SimplySAVE SBI Card" })).toBeTruthy();
  });

  it("is a tile on the admin dashboard", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(admin) });
    renderApp("/admin");
    const tile = await screen.findByRole("link", { name: /^Schemes/ });
    expect(tile.getAttribute("href")).toBe("/admin/schemes");
  });
});
