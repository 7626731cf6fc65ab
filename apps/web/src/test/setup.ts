import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { i18n, initI18n } from "../lib/i18n";
import { DEVICE_LANGUAGE_KEY } from "../lib/i18n/detect";
import { emulateModalDialogs } from "./modalDialog";
import { PATIENCE_MS } from "./patience";

// findBy* and waitFor wait 1 s by default: one patience for every wait instead (test/patience.ts).
configure({ asyncUtilTimeout: PATIENCE_MS });

// happy-dom leaves <select>.size undefined (browsers give 0), so react-hook-form takes every select for
// one the user already changed and keeps its first option instead of the form's default value.
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size") ?? 0);
    },
  });
}

// Modal dialogs as a browser runs them (test/modalDialog.ts); once per worker, as the files share it.
const emulatedKey = Symbol.for("arthshala.test.modalDialogs");
const marks = globalThis as typeof globalThis & { [emulatedKey]?: true };
if (!marks[emulatedKey]) {
  marks[emulatedKey] = true;
  emulateModalDialogs();
}

// The files of a worker share one module graph and Node's timers (vitest.config.ts: isolate false). The
// timers as the worker's first file found them: a test that leaves fake ones behind (or restores a spy
// on setTimeout after the real timers came back, which puts the fake one back) fails here, by name,
// instead of hanging every wait of the next file.
const timerNames = ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask"] as const;
type Timers = Pick<typeof globalThis, (typeof timerNames)[number]>;
const realTimersKey = Symbol.for("arthshala.test.realTimers");
const shared = globalThis as typeof globalThis & { [realTimersKey]?: Timers };
shared[realTimersKey] ??= Object.fromEntries(timerNames.map((name) => [name, globalThis[name]])) as Timers;
const realTimers = shared[realTimersKey];
// Vitest runs without globals, so Testing Library cannot register its own cleanup. Then the timers are
// checked, after the spies are restored (the last of the after-each hooks to run).
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  const left = vi.isFakeTimers();
  if (left) vi.useRealTimers();
  const replaced = timerNames.filter((name) => globalThis[name] !== realTimers[name]);
  Object.assign(globalThis, realTimers);
  if (left || replaced.length > 0) {
    throw new Error(
      `This test left ${left ? "fake timers on" : `${replaced.join(", ")} replaced`}: restore spies on timers before vi.useRealTimers().`,
    );
  }
});

// The interface's texts: English, every namespace loaded up front (the app fetches them with each page).
const englishTexts = import.meta.glob<{ default: Record<string, unknown> }>("../lib/i18n/locales/en/*.ts", {
  eager: true,
});
await initI18n("en");
for (const [file, module] of Object.entries(englishTexts)) {
  const namespace = file.split("/").pop()!.replace(/\.ts$/, "");
  i18n.addResourceBundle("en", namespace, module.default, true, true);
}

// A test that switches the language leaves the next one in English, as a fresh visit would be.
afterEach(async () => {
  localStorage.removeItem(DEVICE_LANGUAGE_KEY);
  if (i18n.language !== "en") await i18n.changeLanguage("en");
});
