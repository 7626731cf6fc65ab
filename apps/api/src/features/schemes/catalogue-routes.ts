import { apiErrorSchema } from "@arthshala/contracts/errors";
import { indiaDay } from "@arthshala/contracts/india-time";
import {
  catalogueQuerySchema,
  catalogueSchema,
  compareQuerySchema,
  compareSchema,
} from "@arthshala/contracts/scheme-catalogue-api";
import { filterCatalogue, sortCatalogue } from "@arthshala/contracts/scheme-catalogue-search";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "../../platform/http/errors.js";
import { withTranslatedTexts } from "../../platform/i18n/scheme-texts.js";
import { translationsFor } from "../../platform/i18n/translations.js";
import { followedRate, followedRows, toCatalogueEntry, toComparedProduct } from "./catalogue-entries.js";

type Row = Parameters<typeof toCatalogueEntry>[0];
type Translated = Awaited<ReturnType<typeof translationsFor>>;

/** The provider's name as the product's translation writes it (its bank_name), where it has one. */
function withProviderName<T extends { provider_name: string }>(entry: T, translated: object | undefined): T {
  const name = (translated as Record<string, unknown> | undefined)?.bank_name;
  return typeof name === "string" && name ? { ...entry, provider_name: name } : entry;
}

/** One row of the catalogue in the reader's language, with the rate it follows. */
function entryIn(r: Row, today: string, follows: Map<number, Row>, translated: Translated) {
  const f = follows.get(r.id);
  const entry = toCatalogueEntry(
    r,
    today,
    followedRate(f, today, f && (translated.get(f.id) as Record<string, unknown> | undefined)?.product_name),
  );
  return withProviderName(withTranslatedTexts(entry, translated.get(r.id)), translated.get(r.id));
}

/**
 * The savings catalogue (issue 28): every product still offered, filtered and sorted, and two or three
 * of them side by side. Public, like the scheme lists: the same answer for everyone, so shared caches
 * may keep it (a signed-in request is still marked private by personal-answers). "Current" or "last
 * notified on" is judged on the request's India day, never stored.
 */
export async function registerCatalogueRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const catalogue = app.schemeCatalogue;
  /** Products a bank or the Government stopped offering keep their rows for admins, not for learners. */
  const offered = async () => (await catalogue.all()).filter((r) => r.retiredOn === null);

  app.get(
    "/schemes/catalogue",
    {
      config: { access: "public" },
      schema: {
        summary:
          "Every savings scheme with its type, rate and date, lock-in, minimum and tax, filtered and sorted",
        tags: ["schemes"],
        querystring: catalogueQuerySchema,
        response: { 200: catalogueSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const today = indiaDay(app.clock.now());
      const q = request.query;
      const rows = await offered();
      const translated = await translationsFor(
        app.db,
        "bank_product",
        rows.map((r) => r.id),
        request.locale,
      );
      const follows = followedRows(rows);
      const entries = rows.map((r) => entryIn(r, today, follows, translated));
      const kept = filterCatalogue(entries, {
        types: q.type ?? [],
        providers: q.provider ?? [],
        tax: q.tax ?? [],
        maxLockInMonths: q.max_lock_in_months ?? null,
        sort: q.sort,
      });
      return { today, products: sortCatalogue(kept, q.sort) };
    },
  );

  app.get(
    "/schemes/compare",
    {
      config: { access: "public" },
      schema: {
        summary: "Two or three savings schemes in full, in the order asked, to compare side by side",
        tags: ["schemes"],
        querystring: compareQuerySchema,
        response: { 200: compareSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const today = indiaDay(app.clock.now());
      const all = await offered();
      const byId = new Map(all.map((r) => [r.id, r]));
      const follows = followedRows(all);
      const rows = request.query.ids.map((id) => byId.get(id));
      if (rows.some((r) => r === undefined)) {
        throw notFound("One of these schemes does not exist or is no longer offered.");
      }
      const found = rows as NonNullable<(typeof rows)[number]>[];
      const translated = await translationsFor(
        app.db,
        "bank_product",
        [...found.map((r) => r.id), ...found.flatMap((r) => follows.get(r.id)?.id ?? [])],
        request.locale,
      );
      return {
        today,
        products: found.map((r) => {
          const f = follows.get(r.id);
          const product = toComparedProduct(
            r,
            today,
            r.description,
            followedRate(
              f,
              today,
              f && (translated.get(f.id) as Record<string, unknown> | undefined)?.product_name,
            ),
          );
          return withProviderName(withTranslatedTexts(product, translated.get(r.id)), translated.get(r.id));
        }),
      };
    },
  );
}
