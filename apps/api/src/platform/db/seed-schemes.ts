import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { schemeListByKey } from "@arthshala/contracts/schemes-catalog";
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
 * Loads the curated scheme catalogue. Idempotent by list and product name: a product already there
 * (perhaps corrected by an admin since) is left alone. Returns how many were added.
 */
export async function seedSchemes(db: Db, contentDir: string): Promise<number> {
  const lists = await readSeedSchemes(contentDir);
  const rows = lists.flatMap((l) => {
    const list = schemeListByKey(l.list)!;
    return l.products.map((p, i) => ({
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
    }));
  });
  if (rows.length === 0) return 0;
  const added = await db
    .insert(bankProducts)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: bankProducts.id });
  return added.length;
}
