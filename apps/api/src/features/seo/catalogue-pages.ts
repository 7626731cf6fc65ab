import {
  catalogueQueryString,
  readCatalogueSearch,
  readCompareIds,
} from "@arthshala/contracts/scheme-catalogue-search";
import type { SchemeCatalogue } from "../schemes/catalogue.js";

/**
 * The savings catalogue's pages read their query (issue 28), so a visitor's page is drawn and kept
 * under the one address each search or comparison has: `/savings` with its filters in their canonical
 * order (unknown values dropped, as the page itself drops them), `/savings/compare` with the ids of
 * products that exist. Null when the path is neither; `missing` when a comparison names a product
 * nobody offers (or names none validly): a 404 the app explains, never drawn or kept.
 */
export async function catalogueAddress(
  pathname: string,
  query: URLSearchParams,
  schemes: SchemeCatalogue,
): Promise<{ url: string } | "missing" | null> {
  if (pathname === "/savings") {
    const search = catalogueQueryString(readCatalogueSearch(query));
    return { url: search ? `/savings?${search}` : "/savings" };
  }
  if (pathname !== "/savings/compare") return null;
  if (!query.has("ids")) return { url: pathname };
  const ids = readCompareIds(query.get("ids"));
  if (!ids) return "missing";
  const offered = new Set((await schemes.active()).map((p) => p.id));
  return ids.every((id) => offered.has(id)) ? { url: `/savings/compare?ids=${ids.join(",")}` } : "missing";
}
