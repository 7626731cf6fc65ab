import { type Locale, localeFromAcceptLanguage } from "@arthshala/contracts/locales";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The content language the client asked for (its Accept-Language; the web sets it to the UI's). */
    locale: Locale;
  }
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest("locale", "en");
  app.addHook("onRequest", async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers["accept-language"]);
  });
}
