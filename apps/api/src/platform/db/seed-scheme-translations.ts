import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { SCHEME_TEXT_FIELDS, shapeMismatch } from "../i18n/scheme-texts.js";
import type { Db } from "./client.js";
import { bankProducts, type contentTranslations } from "./schema.js";
import { readSeedSchemes } from "./seed-schemes.js";

type Row = typeof contentTranslations.$inferInsert;

/**
 * content/hi/schemes: each file has its English file's name and list, and per English product, in order,
 * that product's texts in Hindi (SCHEME_TEXT_FIELDS, shaped as the English: the same number of features,
 * the same nulls). A file that does not line up is an error, as for courses.
 */
export async function schemeTranslationRows(db: Db, contentDir: string): Promise<Row[]> {
  const dir = path.join(contentDir, "hi", "schemes");
  if (!existsSync(dir)) return [];
  const english = new Map((await readSeedSchemes(contentDir)).map((l) => [l.list, l]));
  const rows: Row[] = [];
  for (const file of (await readdir(dir)).filter((f) => f.endsWith(".json")).sort()) {
    const where = `content/hi/schemes/${file}`;
    const hi = JSON.parse(await readFile(path.join(dir, file), "utf8")) as {
      list?: string;
      products?: Record<string, unknown>[];
    };
    const en = english.get(hi.list ?? "");
    if (!en) throw new Error(`${where}: no English list "${hi.list}"`);
    if (!Array.isArray(hi.products) || hi.products.length !== en.products.length)
      throw new Error(
        `${where}: ${hi.products?.length ?? 0} products, the English has ${en.products.length}`,
      );
    for (const [i, product] of en.products.entries()) {
      const texts = hi.products[i]!;
      const extra = Object.keys(texts).filter((k) => !(SCHEME_TEXT_FIELDS as readonly string[]).includes(k));
      if (extra.length > 0) throw new Error(`${where}: product ${i + 1} has no text "${extra[0]}"`);
      for (const field of SCHEME_TEXT_FIELDS) {
        const wrong = shapeMismatch(
          (product as Record<string, unknown>)[field] ?? null,
          texts[field] ?? null,
          `product ${i + 1} ${field}`,
        );
        if (wrong) throw new Error(`${where}: ${wrong}`);
      }
      const [row] = await db
        .select({ id: bankProducts.id })
        .from(bankProducts)
        .where(and(eq(bankProducts.listKey, en.list), eq(bankProducts.productName, product.product_name)));
      if (row) rows.push({ entity: "bank_product", entityId: row.id, locale: "hi", fields: texts });
    }
  }
  return rows;
}
