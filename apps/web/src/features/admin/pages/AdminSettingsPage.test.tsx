import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { admin, jsonResponse, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { formBodies, pngFile, textFields } from "../test/fixtures";

afterEach(() => {
  toast.remove();
});

const settings = {
  operator_name: "Arthshala Learning Foundation",
  operator_address: "",
  support_email: "support@arthshala.test",
  grievance_officer_name: "",
  grievance_email: "",
  social_links: [{ label: "Instagram", url: "https://www.instagram.com/arthshala" }],
};

const neel = {
  id: 7,
  name: "Neel Rao",
  role: "Co-founder",
  sector: "Founders",
  image_url: null,
  sort_order: 0,
};

describe("admin Settings", () => {
  it("refuses an http:// social link, then saves the site details", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/site": () => jsonResponse(settings),
      "GET /api/team": () => jsonResponse([]),
      "PUT /api/admin/settings": (c) => jsonResponse(c.body),
    });
    const user = userEvent.setup();
    renderApp("/admin/settings");
    const operator = (await screen.findByLabelText(/Operator name/)) as HTMLInputElement;
    expect(operator.value).toBe("Arthshala Learning Foundation");

    await user.click(screen.getByRole("button", { name: "Add a link" }));
    const labels = screen.getAllByLabelText("Label");
    const urls = screen.getAllByLabelText("Address (https://)");
    await user.type(labels[1]!, "LinkedIn");
    await user.clear(urls[1]!);
    await user.type(urls[1]!, "http://linkedin.com/company/arthshala");
    await user.type(screen.getByLabelText(/Grievance officer's name/), "Priya Nair");
    await user.type(screen.getByLabelText(/Operator's postal address/), "12 MG Road\nBengaluru 560001");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Use an https:// address.")).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.clear(urls[1]!);
    await user.type(urls[1]!, "https://www.linkedin.com/company/arthshala");
    expect(screen.queryByText("Use an https:// address.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    const alert = await screen.findByRole("dialog", { name: "Alert" });
    expect(within(alert).getByText("✅ Settings saved!")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      ...settings,
      grievance_officer_name: "Priya Nair",
      operator_address: "12 MG Road\nBengaluru 560001",
      social_links: [
        ...settings.social_links,
        { label: "LinkedIn", url: "https://www.linkedin.com/company/arthshala" },
      ],
    });
  });

  it("the admin area's first page asks for who runs the site until all four details are set", async () => {
    let current = settings;
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/site": () => jsonResponse(current),
    });
    const first = renderApp("/admin");
    const prompt = await screen.findByRole("region", { name: "Who runs this site?" });
    expect(
      within(prompt).getByRole("link", { name: "Add the operator's details" }).getAttribute("href"),
    ).toBe("/admin/settings");
    first.unmount();

    current = {
      ...settings,
      operator_address: "12 MG Road, Bengaluru 560001",
      grievance_officer_name: "Priya Nair",
      grievance_email: "grievance@arthshala.test",
    };
    renderApp("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Who runs this site?" })).toBeNull());
  });

  it("adds a team member with a photo as multipart, and lists them", async () => {
    let team: unknown[] = [];
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/site": () => jsonResponse(settings),
      "GET /api/team": () => jsonResponse(team),
      "POST /api/admin/team": () => {
        team = [{ ...neel, image_url: "/uploads/neel.png" }];
        return jsonResponse(team[0], 201);
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/settings");
    expect(await screen.findByText(/No team members yet/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add team member" }));
    const dialog = within(screen.getByRole("dialog", { name: "Add a team member" }));
    await user.click(dialog.getByRole("button", { name: "Add to the team" }));
    expect(await dialog.findByText("Name is required.")).toBeTruthy();
    expect(dialog.getByText("Choose a sector.")).toBeTruthy();

    await user.type(dialog.getByLabelText("Name"), "Neel Rao");
    await user.type(dialog.getByLabelText("Role"), "Co-founder");
    await user.selectOptions(dialog.getByLabelText("Sector"), "Founders");
    await user.upload(dialog.getByLabelText(/Photo/), pngFile("neel.png"));
    await user.click(dialog.getByRole("button", { name: "Add to the team" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add a team member" })).toBeNull());
    const [body] = formBodies("POST", "/api/admin/team");
    expect(textFields(body!)).toEqual({
      name: "Neel Rao",
      role: "Co-founder",
      sector: "Founders",
      sort_order: "0",
    });
    expect((body!.get("photo") as File).name).toBe("neel.png");
    expect(await screen.findByText("Co-founder · Founders · order 0")).toBeTruthy();
  });

  it("edits a member and removes one only after asking", async () => {
    let team: unknown[] = [neel];
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/site": () => jsonResponse(settings),
      "GET /api/team": () => jsonResponse(team),
      "PUT /api/admin/team/7": () => {
        team = [{ ...neel, role: "CEO" }];
        return jsonResponse(team[0]);
      },
      "DELETE /api/admin/team/7": () => {
        team = [];
        return jsonResponse({ id: 7 });
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/settings");
    await user.click(await screen.findByRole("button", { name: "Edit Neel Rao" }));
    const dialog = within(screen.getByRole("dialog", { name: "Edit Neel Rao" }));
    expect((dialog.getByLabelText("Sector") as HTMLSelectElement).value).toBe("Founders");
    await user.clear(dialog.getByLabelText("Role"));
    await user.type(dialog.getByLabelText("Role"), "CEO");
    await user.click(dialog.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("CEO · Founders · order 0")).toBeTruthy();
    expect(textFields(formBodies("PUT", "/api/admin/team/7")[0]!).role).toBe("CEO");

    await user.click(screen.getByRole("button", { name: "Remove Neel Rao" }));
    const ask = within(screen.getByRole("dialog", { name: "Remove from the team?" }));
    await user.click(ask.getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Remove Neel Rao" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Remove from the team?" })).getByRole("button", {
        name: "Remove",
      }),
    );
    expect(await screen.findByText(/No team members yet/)).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/admin/team/7")).toBe(true);
  });
});
