import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../lib/i18n";
import { jsonResponse, learner, mockApi, type RecordedCall } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { keyBytes } from "../push";

const account = {
  name: "Asha",
  email: "asha@example.com",
  email_verified: true,
  picture: null,
  has_password: true,
  oidc_linked: false,
  product_mail: false,
  language: null,
  leaderboard_hidden: false,
  created_at: "2026-01-05T10:00:00.000Z",
};
type Prefs = {
  email: boolean;
  push: boolean;
  hour: number;
  email_verified: boolean;
  devices: { endpoint: string; created_at: string }[];
};
const off: Prefs = { email: false, push: false, hour: 19, email_verified: true, devices: [] };
/** A real-looking VAPID public key: an uncompressed P-256 point, base64url. */
const VAPID = `B${"Mx".repeat(43)}`;
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/this-device";

/** The API as the server answers: PUT and the device calls change the stored settings. */
function stubs(start: Partial<Prefs> = {}) {
  let prefs: Prefs = { ...off, ...start };
  const put = (c: RecordedCall) => {
    const body = c.body as Partial<Prefs>;
    prefs = { ...prefs, ...body, ...(body.push === false ? { devices: [] } : {}) };
    return jsonResponse(prefs);
  };
  return mockApi({
    "GET /api/auth/me": () => jsonResponse(learner),
    "GET /api/account": () => jsonResponse(account),
    "GET /api/account/sessions": () => jsonResponse([]),
    "POST /api/articles/getenteredemail": () => jsonResponse([]),
    "GET /api/reminders": () => jsonResponse(prefs),
    "PUT /api/reminders": put,
    "GET /api/reminders/vapid-public-key": () => jsonResponse({ public_key: VAPID }),
    "POST /api/reminders/push-subscription": (c) => {
      const { endpoint } = c.body as { endpoint: string };
      prefs = { ...prefs, push: true, devices: [{ endpoint, created_at: "2026-11-02T10:00:00.000Z" }] };
      return jsonResponse(prefs);
    },
    "DELETE /api/reminders/push-subscription": () => {
      prefs = { ...prefs, devices: [] };
      return jsonResponse(prefs);
    },
  });
}

const section = async () => within(await screen.findByRole("region", { name: "Streak reminders" }));

/** A browser with the Push API and a service worker (happy-dom has neither). */
function pushBrowser(permission: NotificationPermission = "granted") {
  let current: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    toJSON(): unknown;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  const subscribe = vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    current = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: options.applicationServerKey.buffer as ArrayBuffer },
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: "p", auth: "a" } }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    return current;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission: "default", requestPermission });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe, requestPermission, current: () => current };
}

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("Streak reminders on /account", () => {
  it("saves the hour (India time) and turns reminder emails on and off", async () => {
    const calls = stubs();
    const user = userEvent.setup();
    renderApp("/account");
    const panel = await section();
    const hour = (await panel.findByLabelText("Remind me at")) as HTMLSelectElement;
    expect(hour.value).toBe("19");
    expect(hour.selectedOptions[0]!.textContent).toBe("7 pm");
    expect(panel.getByText("India time")).toBeTruthy();
    await user.selectOptions(hour, "8");
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT" && c.path === "/api/reminders")?.body).toEqual({ hour: 8 }),
    );
    await waitFor(() => expect(hour.value).toBe("8"));

    const email = panel.getByRole("switch", { name: "Email reminders" });
    expect(email.getAttribute("aria-checked")).toBe("false");
    await user.click(email);
    await waitFor(() => expect(email.getAttribute("aria-checked")).toBe("true"));
    expect(panel.getByText("A reminder email at your hour, to asha@example.com.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({ email: true });

    // One control stops everything.
    await user.click(panel.getByRole("button", { name: "Stop all reminders" }));
    expect(await panel.findByText("Reminders are off. Nothing more will be sent.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({ email: false, push: false });
    expect(email.getAttribute("aria-checked")).toBe("false");
  });

  it("explains that reminder emails need a confirmed address", async () => {
    stubs({ email_verified: false });
    renderApp("/account");
    const panel = await section();
    const email = await panel.findByRole("switch", { name: "Email reminders" });
    expect((email as HTMLButtonElement).disabled).toBe(true);
    expect(panel.getByText(/need a confirmed address/)).toBeTruthy();
  });

  it("says when this browser cannot be notified, and offers no button", async () => {
    stubs();
    renderApp("/account");
    const panel = await section();
    expect(await panel.findByText(/This browser cannot show notifications from Arthshala/)).toBeTruthy();
    expect(panel.queryByRole("button", { name: "Notify this device" })).toBeNull();
  });

  it("notifies this device: asks permission, subscribes with the server's key, saves it; and stops it", async () => {
    const browser = pushBrowser("granted");
    const calls = stubs();
    const user = userEvent.setup();
    renderApp("/account");
    const panel = await section();
    await user.click(await panel.findByRole("button", { name: "Notify this device" }));
    expect(await panel.findByText("On: this device gets a notification at your hour.")).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalled();
    const [options] = browser.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual([...keyBytes(VAPID)]);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(
      calls.find((c) => c.method === "POST" && c.path === "/api/reminders/push-subscription")?.body,
    ).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: "p", auth: "a" },
    });

    await user.click(panel.getByRole("button", { name: "Stop on this device" }));
    expect(await panel.findByRole("button", { name: "Notify this device" })).toBeTruthy();
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ endpoint: ENDPOINT });
    expect(browser.current()).toBeNull();
  });

  it("says what to do when notifications are blocked or not allowed", async () => {
    pushBrowser("denied");
    const calls = stubs();
    const user = userEvent.setup();
    renderApp("/account");
    const panel = await section();
    await user.click(await panel.findByRole("button", { name: "Notify this device" }));
    expect((await panel.findByRole("alert")).textContent).toMatch(/Notifications are blocked for this site/);
    expect(calls.some((c) => c.path === "/api/reminders/push-subscription")).toBe(false);
  });

  it("speaks Hindi: hours as शाम 7 बजे", async () => {
    await changeLanguage("hi");
    stubs();
    renderApp("/account");
    const panel = within(await screen.findByRole("region", { name: "स्ट्रीक रिमाइंडर" }));
    const hour = (await panel.findByLabelText("मुझे याद दिलाएँ")) as HTMLSelectElement;
    expect(hour.selectedOptions[0]!.textContent).toBe("शाम 7 बजे");
    expect(panel.getByRole("switch", { name: "ईमेल रिमाइंडर" })).toBeTruthy();
  });
});
