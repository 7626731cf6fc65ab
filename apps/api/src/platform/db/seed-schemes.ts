import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { schemeListByKey } from "@arthshala/contracts/schemes-catalog";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "./client.js";
import { type SeedSchemeList, seedSchemeListSchema } from "./content-schema.js";
import { bankProducts } from "./schema.js";

/** content/schemes/*.json, checked: every list must be one of contracts' SCHEME_LISTS. */
export async function readSeedSchemes(contentDir: string): Promise<SeedSchemeList[]> {
  const dir = path.join(contentDir, "schemes");
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (f) => {
      const parsed = seedSchemeListSchema.safeParse(JSON.parse(await readFile(path.join(dir, f), "utf8")));
      if (!parsed.success) throw new Error(`content/schemes/${f}: ${parsed.error.message}`);
      if (!schemeListByKey(parsed.data.list))
        throw new Error(`content/schemes/${f}: unknown list "${parsed.data.list}"`);
      return parsed.data;
    }),
  );
}

/**
 * Loads the curated scheme catalogue, by list and product name. A product not there yet is added; one
 * already there is refreshed only when the content's figures are newer (a later as_of), so a refresh
 * of content/ reaches running databases while an admin's later correction is left alone. A product
 * renamed in content names its old name in previous_names. Returns how many rows were added or refreshed.
 * A product's rate_follows and age limits are content's alone and are always brought up to date.
 */
export async function seedSchemes(db: Db, contentDir: string): Promise<number> {
  const lists = await readSeedSchemes(contentDir);
  const rows = lists.flatMap((l) => {
    const list = schemeListByKey(l.list)!;
    return l.products.map((p, i) => ({
      previousNames: p.previous_names,
      row: {
        listKey: l.list,
        bankKey: list.bank,
        bankName: p.bank_name,
        productName: p.product_name,
        description: p.description,
        knowBefore: p.know_before,
        features: p.features,
        eligibility: p.eligibility,
        feesAndCharges: p.fees_and_charges,
        sourceUrl: p.source_url,
        rate: p.rate,
        asOf: p.as_of,
        sources: p.sources,
        tags: p.tags,
        sortOrder: i,
        productType: p.type,
        rateBps: p.rate_bps,
        rateNote: p.rate_note,
        lockInMonths: p.lock_in_months,
        minAmountPaise: p.min_amount_paise,
        tax: p.tax,
        retiredOn: p.retired_on,
        rateFollows: p.rate_follows,
        minAge: p.min_age,
        maxAge: p.max_age,
      },
    }));
  });
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const { row, previousNames } of rows) {
      const names = [row.productName, ...previousNames];
      const refreshed = await tx
        .update(bankProducts)
        .set({ ...row, updatedAt: new Date() })
        .where(
          and(
            eq(bankProducts.listKey, row.listKey),
            inArray(bankProducts.productName, names),
            lt(bankProducts.asOf, row.asOf),
          ),
        )
        .returning({ id: bankProducts.id });
      if (refreshed.length > 0) {
        changed += refreshed.length;
        continue;
      }
      const present = await tx
        .select({ id: bankProducts.id })
        .from(bankProducts)
        .where(and(eq(bankProducts.listKey, row.listKey), inArray(bankProducts.productName, names)))
        .limit(1);
      if (present.length > 0) {
        // Which rate it follows and its age limits come only from content (admins do not edit them):
        // a database seeded before they existed gets them without waiting for newer figures.
        await tx
          .update(bankProducts)
          .set({ rateFollows: row.rateFollows, minAge: row.minAge, maxAge: row.maxAge })
          .where(eq(bankProducts.id, present[0]!.id));
        continue;
      }
      const added = await tx
        .insert(bankProducts)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: bankProducts.id });
      changed += added.length;
    }
    return changed;
  });
}
