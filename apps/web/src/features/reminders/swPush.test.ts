import { describe, expect, it, vi } from "vitest";
import { openReminder, REMINDER_ICON, reminderNotification, safeReminderPath } from "./swPush";

const ORIGIN = "https://arthshala.example";
const payload = (value: unknown) => ({ json: () => value });

describe("reminderNotification (the worker's push handler)", () => {
  it("shows the server's reminder with the app's icon, one tag and the page to open", () => {
    const shown = reminderNotification(
      payload({
        title: "Keep your 5-day streak going",
        body: "One card today keeps it alive.",
        url: "/home",
        tag: "streak-reminder",
      }),
    );
    expect(shown).toEqual({
      title: "Keep your 5-day streak going",
      options: {
        body: "One card today keeps it alive.",
        icon: REMINDER_ICON,
        badge: REMINDER_ICON,
        tag: "streak-reminder",
        data: { url: "/home" },
      },
    });
  });

  it("still shows a reminder when the payload is missing or unreadable (every push must show one)", () => {
    const broken = {
      json: () => {
        throw new SyntaxError("Unexpected token");
      },
    };
    for (const data of [null, undefined, broken, payload("just text"), payload({ title: "  " })]) {
      const shown = reminderNotification(data);
      expect(shown.title).toBe("Arthshala");
      expect(shown.options.body).toMatch(/streak/);
      expect(shown.options.tag).toBe("streak-reminder");
      expect(shown.options.data.url).toBe("/home");
    }
  });

  it("uses one tag whatever the payload says, so two reminders never stack", () => {
    expect(reminderNotification(payload({ title: "A", tag: "other" })).options.tag).toBe("streak-reminder");
  });

  it("opens only this site's pages", () => {
    expect(safeReminderPath("/courses")).toBe("/courses");
    for (const url of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      42,
    ]) {
      expect(safeReminderPath(url), String(url)).toBe("/home");
    }
    expect(reminderNotification(payload({ url: "https://evil.example" })).options.data.url).toBe("/home");
  });
});

describe("openReminder (the worker's notificationclick handler)", () => {
  const windowAt = (url: string) => ({
    url,
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => undefined),
  });
  const clientsWith = (windows: ReturnType<typeof windowAt>[]) => ({
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => undefined),
  });

  it("focuses a window already at the page", async () => {
    const other = windowAt(`${ORIGIN}/courses`);
    const home = windowAt(`${ORIGIN}/home`);
    const clients = clientsWith([other, home]);
    await openReminder(clients, { url: "/home" }, ORIGIN);
    expect(home.focus).toHaveBeenCalled();
    expect(home.navigate).not.toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
    expect(clients.matchAll).toHaveBeenCalledWith({ type: "window", includeUncontrolled: true });
  });

  it("takes another window of the app to the page, focused", async () => {
    const courses = windowAt(`${ORIGIN}/courses`);
    const clients = clientsWith([courses]);
    await openReminder(clients, { url: "/home" }, ORIGIN);
    expect(courses.focus).toHaveBeenCalled();
    expect(courses.navigate).toHaveBeenCalledWith(`${ORIGIN}/home`);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it("opens a window when the app has none (another site's windows do not count)", async () => {
    const elsewhere = windowAt("https://elsewhere.example/home");
    const clients = clientsWith([elsewhere]);
    await openReminder(clients, { url: "https://evil.example/" }, ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/home`);
    expect(elsewhere.focus).not.toHaveBeenCalled();
  });

  it("keeps the focused window where it is when it cannot be navigated", async () => {
    const uncontrolled = windowAt(`${ORIGIN}/account`);
    uncontrolled.navigate.mockRejectedValue(new TypeError("not controlled"));
    await expect(
      openReminder(clientsWith([uncontrolled]), { url: "/home" }, ORIGIN),
    ).resolves.toBeUndefined();
    expect(uncontrolled.focus).toHaveBeenCalled();
  });
});
