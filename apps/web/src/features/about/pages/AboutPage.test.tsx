import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import fallbackAvatar from "../../../assets/avatar.svg";
import { jsonResponse, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

const about = {
  title: "About Arthshala",
  effective: null,
  updated: null,
  markdown: [
    "## Who We Are",
    "A school for money.",
    "## Why We Started",
    "Because.",
    "## What We're Building",
    "- **Courses**",
    "## Our Vision",
    "Confidence.",
    "## For Financial Institutions",
    "Build a course with us.",
    "## Meet Arthi",
    "A curious owl.",
  ].join("\n\n"),
};

const member = (id: number, name: string, sector: string, image_url: string | null = null) => ({
  id,
  name,
  role: `${name}'s role`,
  sector,
  image_url,
  sort_order: 0,
});

function setUp(team: unknown[]) {
  mockApi({
    "GET /api/auth/me": signedOut,
    "GET /api/pages/about": () => jsonResponse(about),
    "GET /api/team": () => jsonResponse(team),
  });
  renderApp("/about");
}

describe("/about", () => {
  it("lays out the page's sections, the call to action and Arthi", async () => {
    setUp([]);
    const headings = ["Who We Are", "Why We Started", "What We're Building", "Our Vision"];
    for (const name of headings) {
      expect(await screen.findByRole("heading", { level: 2, name })).toBeTruthy();
    }
    const pitch = within(screen.getByRole("region", { name: "For Financial Institutions" }));
    expect(pitch.getByRole("link", { name: "Contact us to build a course" }).getAttribute("href")).toBe(
      "/contact",
    );
    const arthi = within(screen.getByRole("region", { name: "Meet Arthi" }));
    expect(arthi.getByRole("img").getAttribute("src")).toBe("/content/mascot.svg");
    expect(arthi.getByText("A curious owl.")).toBeTruthy();
  });

  it("says the team is being introduced while nobody is listed", async () => {
    setUp([]);
    expect(await screen.findByText("Our team is being introduced here soon.")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
  });

  it("groups the team by sector in the spec's order and hides empty sectors", async () => {
    setUp([
      member(1, "Ira", "Marketing"),
      member(2, "Neel", "Founders", "/uploads/neel.png"),
      member(3, "Kabir", "Web Development"),
      member(4, "Tara", "Founders"),
    ]);
    const team = within(await screen.findByRole("region", { name: "Meet the Team" }));
    await team.findByText("Neel");
    const sectors = team.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(sectors).toEqual(["Founders", "Web Development", "Marketing"]);
    const founders = within(team.getByRole("region", { name: "Founders" }));
    expect(founders.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "NeelNeel's role",
      "TaraTara's role",
    ]);
    // A photo when there is one, the drawn avatar otherwise.
    const [neel, tara] = founders.getAllByRole("presentation") as HTMLImageElement[];
    expect(neel?.getAttribute("src")).toBe("/uploads/neel.png");
    expect(tara?.getAttribute("src")).toBe(fallbackAvatar);
    expect(team.queryByText("Our team is being introduced here soon.")).toBeNull();
  });
});
