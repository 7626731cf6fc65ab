import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isLocale, type Locale } from "@arthshala/contracts/locales";
import type { FastifyInstance, FastifyRequest, InjectOptions } from "fastify";
import { Tokenizer } from "htmlparser2";
import { clientAddress } from "../../platform/http/client-address.js";

/** What apps/web/src/entry-server.tsx exports (built into WEB_DIST_DIR-ssr by `npm run build`). */
export interface RenderedApp {
  html: string;
  state: unknown;
  language: Locale;
}
type RenderApp = (request: { url: string; language: Locale; fetch: typeof fetch }) => Promise<RenderedApp>;

/** The language cookie the web app writes beside its device setting (lib/i18n/detect.ts). */
const LANGUAGE_COOKIE = "arthshala.language";

/**
 * The page route a path opens, as the web app's route table writes it ("/courses/course/:courseId"),
 * or null when only its not-found route matches.
 */
export type PagePattern = (pathname: string) => string | null;

export interface AppRenderer {
  renderApp: RenderApp;
  /** Missing from a bundle built before it existed: every path then counts as a page. */
  pagePattern?: PagePattern;
}

/** The web app's server render, or null when it was not built (API tests, `npm run dev`). */
export async function loadAppRenderer(dir: string): Promise<AppRenderer | null> {
  const file = path.join(dir, "entry-server.js");
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as AppRenderer;
  return { renderApp: module.renderApp, pagePattern: module.pagePattern };
}

/** Who a render's API calls are made for: the page request's cookie, browser and address. */
export interface Asker {
  cookie?: string;
  userAgent?: string;
  ip: string;
}

export const askerOf = (request: FastifyRequest): Asker => ({
  cookie: request.headers.cookie,
  userAgent: request.headers["user-agent"],
  ip: clientAddress(request),
});

/** Headers of the page request that API calls made for it carry on: who is asking, in which language. */
function forwardedHeaders(asker: Asker, language: Locale): Record<string, string> {
  const headers: Record<string, string> = { "accept-language": language };
  if (asker.cookie) headers.cookie = asker.cookie;
  if (asker.userAgent) headers["user-agent"] = asker.userAgent;
  return headers;
}

/**
 * fetch for the render: the app's own API answered in-process (fastify.inject), with the page
 * request's cookie, so a learner's page is drawn from exactly what the API lets them read.
 */
export function injectFetch(app: FastifyInstance, asker: Asker, language: Locale): typeof fetch {
  const base = forwardedHeaders(asker, language);
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith("/api/")) throw new TypeError(`The server render only calls the API: ${url}`);
    const method = (init?.method ?? "GET").toUpperCase();
    // Only the page's queries run here: reads, some of them POSTs as the spec names them. Mutations
    // run in effects and event handlers, which a server render never calls.
    if (method !== "GET" && method !== "POST") throw new TypeError(`Not a read: ${method} ${url}`);
    const res = await app.inject({
      method,
      url,
      headers: {
        ...base,
        accept: "application/json",
        // The app's own call, made on this page request's behalf (the CSRF rule asks for this).
        "sec-fetch-site": "same-origin",
        ...(typeof init?.body === "string" ? { "content-type": "application/json" } : {}),
      },
      payload: typeof init?.body === "string" ? init.body : undefined,
      remoteAddress: asker.ip,
    } satisfies InjectOptions);
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { "content-type": String(res.headers["content-type"] ?? "application/json") },
    });
  };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * The language a page is drawn in: the signed-in learner's saved choice, else this device's (its
 * cookie), else the browser's first language we speak. The same order the web app follows.
 */
export function pageLanguage(request: FastifyRequest, saved: string | null | undefined): Locale {
  if (isLocale(saved)) return saved;
  const device = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  if (isLocale(device)) return device;
  for (const tag of (request.headers["accept-language"] ?? "").split(",")) {
    const base = tag.trim().toLowerCase().split(/[-;]/)[0];
    if (base === "hi") return "hi";
    if (base === "en") return "en";
  }
  return "en";
}

/** JSON inside <script type="application/json">: nothing in it can end the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Controls held until the app runs (main.tsx releases them as it takes over): buttons disabled, so
 * that a press is not lost on a button with no handler yet and no form goes as a plain GET (a typed
 * password in the address), and fields read-only, so that nothing typed before then is lost when the
 * app's own empty form takes over. Choices (checkboxes, radios, selects, files) have no read-only state, and
 * the app's form would set them back to its own value as it took over (a learner's pick undone, then
 * saved as the old one), so they are disabled too. Links work at once.
 */
export function holdForms(html: string): string {
  // htmlparser2's tokenizer reads the HTML as a browser would (quoted values, raw text, comments) and
  // says where each start tag's name, attributes and end are; only indexes, no strings made.
  const marks: { at: number; text: string }[] = [];
  let control: "button" | "input" | "textarea" | "select" | null = null;
  let attribute = "";
  let type: string | undefined;
  let held = false;
  const endTag = (end: number) => {
    if (control === null || held || type === "hidden") return;
    const pressed = control === "button" || type === "submit" || type === "button" || type === "reset";
    const choice =
      control === "select" || ["checkbox", "radio", "file", "range", "color"].includes(type ?? "");
    marks.push({ at: end, text: ` ${pressed || choice ? "disabled" : "readonly"} data-until-app=""` });
  };
  const tokenizer = new Tokenizer(
    { decodeEntities: false },
    {
      onopentagname(start, end) {
        type = undefined;
        held = false;
        // "input" to "textarea": most tags (div, span, svg's path) are not read at all.
        const length = end - start;
        const name = length >= 5 && length <= 8 ? html.slice(start, end).toLowerCase() : "";
        control =
          name === "button" || name === "input" || name === "textarea" || name === "select" ? name : null;
      },
      onattribname(start, end) {
        if (control === null) return;
        attribute = html.slice(start, end).toLowerCase();
        if (attribute === "disabled" || attribute === "readonly" || attribute === "data-until-app")
          held = true;
      },
      onattribdata(start, end) {
        if (control !== null && attribute === "type") type = (type ?? "") + html.slice(start, end);
      },
      onopentagend(end) {
        endTag(end);
        control = null;
      },
      onselfclosingtag(end) {
        endTag(end - 1); // before the "/" of "/>"
        control = null;
      },
      onattribentity() {},
      onattribend() {},
      oncdata() {},
      onclosetag() {},
      oncomment() {},
      ondeclaration() {},
      onend() {},
      onprocessinginstruction() {},
      ontext() {},
      ontextentity() {},
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  let out = "";
  let from = 0;
  for (const { at, text } of marks) {
    out += html.slice(from, at) + text;
    from = at;
  }
  return out + html.slice(from);
}

/** The built index.html (or a public page's version of it) with the rendered page in #root. */
export function withRenderedApp(shell: string, rendered: RenderedApp): string {
  return shell
    .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${rendered.language}"`)
    .replace(/<noscript><main class="noscript-page">[\s\S]*?<\/main><\/noscript>\s*/, "")
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root" data-rendered-lang="${rendered.language}">${holdForms(rendered.html)}</div>\n    <script type="application/json" id="rendered-state">${scriptJson(rendered.state)}</script>`,
    );
}
