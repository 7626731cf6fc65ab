/**
 * The interface's texts through i18next. One namespace per feature (locales/<language>/<namespace>.ts).
 * English is the source: its first-screen namespaces (common, landing) are in the entry chunk; the
 * others come with the pages that use them (their own small chunks). Hindi is fetched only when
 * chosen, namespace by namespace; a missing Hindi text falls back to the English one.
 */
import { isLocale, type Locale } from "@arthshala/contracts/locales";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { renderScope } from "../render-scope";
import { setCurrentLanguage } from "./current";
import { initialLanguage, rememberOnDevice } from "./detect";
import common from "./locales/en/common";
import landing from "./locales/en/landing";

export const FIRST_SCREEN_NAMESPACES = ["common", "landing"] as const;

type Loader = () => Promise<{ default: ResourceKey }>;
// Lazy globs: each file its own chunk, fetched on first use. The bundled English files are left out.
const english = import.meta.glob<{ default: ResourceKey }>([
  "./locales/en/*.ts",
  "!./locales/en/common.ts",
  "!./locales/en/landing.ts",
]);
const hindi = import.meta.glob<{ default: ResourceKey }>("./locales/hi/*.ts");

function loaderFor(language: string, namespace: string): Loader | undefined {
  const files: Record<string, Loader> = language === "hi" ? hindi : english;
  return files[`./locales/${language}/${namespace}.ts`];
}

const lazyLocales: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = loaderFor(language, namespace);
    if (!load) {
      callback(null, {}); // nothing to load (a bundled namespace, or no file): fall back to English
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();

i18n.on("languageChanged", (language) => {
  const locale: Locale = isLocale(language) ? language : "en";
  setCurrentLanguage(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
});

/**
 * Start i18next in the visit's first language (the device's choice, else the browser's); resolves
 * once that language's first-screen texts are here (at once for English).
 */
export function initI18n(language: Locale = initialLanguage()): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  return i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: "en",
      supportedLngs: ["en", "hi"],
      ns: [...FIRST_SCREEN_NAMESPACES],
      defaultNS: "common",
      resources: { en: { common, landing } },
      partialBundledLanguages: true,
      initAsync: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** Switch the interface: fetch that language's texts, then re-render, remembering it on this device. */
export async function changeLanguage(language: Locale): Promise<void> {
  rememberOnDevice(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The i18next instance of the page being drawn: a server render's own (entry-server.tsx), else the app's. */
export const activeI18n = (): typeof i18n => renderScope()?.i18n ?? i18n;

/**
 * A text by a key made at run time (a namespace's errors by name), in the language of the page being
 * drawn. The types cannot check such a key; `translate` is the typed one.
 */
export const translateKey = (key: string, values?: Record<string, unknown>): string =>
  (activeI18n().t as unknown as (key: string, values?: Record<string, unknown>) => string)(key, values);

/** i18next's `t`, in the language of the page being drawn: for texts written outside components. */
export const translate = translateKey as unknown as typeof i18n.t;

export const uiLanguage = (): Locale => {
  const { language } = activeI18n();
  return isLocale(language) ? language : "en";
};
