import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { i18n, initI18n } from "../lib/i18n";
import { DEVICE_LANGUAGE_KEY } from "../lib/i18n/detect";
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

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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
