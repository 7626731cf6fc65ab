import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import type { Certificate } from "../api";

afterEach(() => {
  toast.remove();
});

const certificate: Certificate = {
  id: "k7m2q9x4p8r3t6wz",
  course_id: 3,
  course_title: "Credit and digital payments",
  learner_name: "Asha Verma",
  organisation_name: "Sunrise Public School",
  issued_at: "2026-11-14T18:30:00.000Z",
  issued_on: "2026-11-15",
  revoked_at: null,
  verify_url: "https://arthshala.example/verify/k7m2q9x4p8r3t6wz",
};

describe("/certificates/:id", () => {
  it("draws the learner's certificate with its PDF, link and revoke, and puts it back", async () => {
    const revokedAt = "2026-11-20T05:00:00.000Z";
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      [`GET /api/certificates/${certificate.id}`]: () => jsonResponse(certificate),
      [`POST /api/certificates/${certificate.id}/revoke`]: () =>
        jsonResponse({ ...certificate, revoked_at: revokedAt }),
      [`POST /api/certificates/${certificate.id}/restore`]: () => jsonResponse(certificate),
    });
    const user = userEvent.setup();
    renderApp(`/certificates/${certificate.id}`);

    const card = await screen.findByRole("figure", {
      name: "Certificate for Credit and digital payments, awarded to Asha Verma",
    });
    expect(within(card).getByText("in a class run by Sunrise Public School")).toBeTruthy();
    expect(within(card).getByText("15 November 2026")).toBeTruthy();
    const pdf = screen.getByRole("link", { name: "Download PDF" });
    expect(pdf.getAttribute("href")).toBe(`/api/certificates/${certificate.id}.pdf?lang=en`);
    expect((screen.getByLabelText("Public link") as HTMLInputElement).value).toBe(certificate.verify_url);

    await user.click(screen.getByRole("button", { name: "Revoke certificate" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke this certificate?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText(/You revoked this certificate on 20 November 2026/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Download PDF" })).toBeNull();
    expect(
      calls.filter((c) => c.path.startsWith("/api/certificates/") && c.method === "POST").map((c) => c.path),
    ).toEqual([`/api/certificates/${certificate.id}/revoke`]);

    await user.click(screen.getByRole("button", { name: "Make it valid again" }));
    expect(await screen.findByText("Valid. Anyone with its link can check it.")).toBeTruthy();
    expect(calls.some((c) => c.path === `/api/certificates/${certificate.id}/restore`)).toBe(true);
  });

  it("says so when the certificate is not the learner's", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      [`GET /api/certificates/${certificate.id}`]: () =>
        jsonResponse({ error: "Not Found", message: "This certificate does not exist." }, 404),
    });
    renderApp(`/certificates/${certificate.id}`);
    expect(await screen.findByText("We couldn't find this certificate among yours.")).toBeTruthy();
  });
});

describe("/verify/:id", () => {
  const { id, learner_name, course_title, organisation_name, issued_on } = certificate;

  it("says a valid certificate is valid, with what it shows", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      [`GET /api/verify/${id}`]: () =>
        jsonResponse({ status: "valid", id, learner_name, course_title, organisation_name, issued_on }),
    });
    renderApp(`/verify/${id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Valid certificate" })).toBeTruthy();
    expect(screen.getByTestId("certificate-name").textContent).toBe("Asha Verma");
    expect(screen.queryByRole("link", { name: "Download PDF" })).toBeNull();
  });

  it("says a revoked certificate was revoked, and shows nothing of it", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      [`GET /api/verify/${id}`]: () => jsonResponse({ status: "revoked", id }),
    });
    renderApp(`/verify/${id}`);
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "This certificate has been revoked by its holder.",
      }),
    ).toBeTruthy();
    expect(screen.queryByText("Asha Verma")).toBeNull();
  });

  it("says when there is no such certificate", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/verify/zzzzzzzzzzzzzzzz": () =>
        jsonResponse({ error: "Not Found", message: "This certificate does not exist." }, 404),
    });
    renderApp("/verify/zzzzzzzzzzzzzzzz");
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't find this certificate." }),
    ).toBeTruthy();
  });
});
