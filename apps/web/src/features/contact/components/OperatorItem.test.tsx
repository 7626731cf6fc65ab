import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

const unset = {
  operator_name: "",
  operator_address: "",
  support_email: "support@arthshala.test",
  grievance_officer_name: "",
  grievance_email: "",
  social_links: [],
};

describe("who runs Arthshala, on /contact", () => {
  it("says plainly that the operator has not yet published its details", async () => {
    mockApi({ "GET /api/auth/me": signedOut, "GET /api/site": () => jsonResponse(unset) });
    renderApp("/contact");
    const panel = within(await screen.findByRole("complementary", { name: "Reach Us" }));
    expect(await panel.findByText("Who runs Arthshala")).toBeTruthy();
    expect(
      panel.getByText(
        "The operator of this site has not yet published its name, address and grievance officer. Until then, write to us in the ways on this page.",
      ),
    ).toBeTruthy();
  });

  it("names the operator, its address and the grievance officer once all are set", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/site": () =>
        jsonResponse({
          ...unset,
          operator_name: "Arthshala Learning Foundation",
          operator_address: "12 MG Road,\nBengaluru 560001",
          grievance_officer_name: "Priya Nair",
          grievance_email: "grievance@arthshala.test",
        }),
    });
    renderApp("/contact");
    const panel = within(await screen.findByRole("complementary", { name: "Reach Us" }));
    expect(await panel.findByText("Arthshala Learning Foundation")).toBeTruthy();
    expect(panel.getByText("Postal address: 12 MG Road, Bengaluru 560001")).toBeTruthy();
    expect(panel.getByRole("link", { name: "grievance@arthshala.test" }).getAttribute("href")).toBe(
      "mailto:grievance@arthshala.test",
    );
    expect(panel.queryByText(/not yet published/)).toBeNull();
  });
});
