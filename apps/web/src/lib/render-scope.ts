/**
 * What one server render of a page carries: the visitor's way to the API, their language and the
 * i18next instance made for that render. The server draws pages side by side, so none of it can be a
 * module's variable; entry-server.tsx keeps each render's scope in Node's AsyncLocalStorage, which
 * follows the render through every await, and tells this module how to read it. In the browser there is
 * no render scope: the page's own fetch, language and i18next instance serve.
 */
import type { Locale } from "@arthshala/contracts/locales";
import type { i18n as I18n } from "i18next";

export interface RenderScope {
  /** Answers the app's API calls for this visitor (the API in the same process, with their cookie). */
  fetch: typeof fetch;
  language: Locale;
  i18n: I18n;
}

let source: () => RenderScope | undefined = () => undefined;

/** entry-server.tsx, once: where the scope of the render under way is read. */
export function setRenderScopeSource(read: () => RenderScope | undefined): void {
  source = read;
}

/** The scope of the server render under way, or undefined (the browser, or no render). */
export const renderScope = (): RenderScope | undefined => source();
