/**
 * How the savings catalogue (/savings, GET /api/schemes/catalogue) filters, sorts and compares, zod-free
 * so the page can read its address with it and the server can filter and draw the same list. The API's
 * strict schemas for the same query are in ./scheme-catalogue-api.ts.
 */
import {
  type CatalogueEntry,
  effectiveRateBps,
  PRODUCT_TYPES,
  PROVIDER_KEYS,
  type ProductType,
  type ProviderKey,
  TAX_TREATMENTS,
  type TaxTreatment,
} from "./scheme-catalogue.js";

export const CATALOGUE_SORTS = ["rate_desc", "lock_in_asc", "min_amount_asc", "name_asc"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const DEFAULT_CATALOGUE_SORT: CatalogueSort = "rate_desc";

/** The lock-in limits the page offers, in months (none, a year, 5 years, 15 years). */
export const LOCK_IN_CHOICES = [0, 12, 60, 180] as const;
/** The longest lock-in a filter may name (100 years; the table's own limit). */
export const MAX_LOCK_IN_MONTHS = 1200;

/** A comparison shows two or three products side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;

export interface CatalogueSearch {
  types: ProductType[];
  providers: ProviderKey[];
  tax: TaxTreatment[];
  /** Only products locked in for at most this many months (0 = withdraw any time); null = any. */
  maxLockInMonths: number | null;
  sort: CatalogueSort;
}

export const EMPTY_CATALOGUE_SEARCH: CatalogueSearch = {
  types: [],
  providers: [],
  tax: [],
  maxLockInMonths: null,
  sort: DEFAULT_CATALOGUE_SORT,
};

type Filterable = Pick<CatalogueEntry, "type" | "provider_key" | "tax" | "lock_in_months">;
type Sortable = Pick<
  CatalogueEntry,
  "id" | "product_name" | "rate_bps" | "lock_in_months" | "min_amount_paise"
> &
  Partial<Pick<CatalogueEntry, "rate_follows">>;

/**
 * The entries the search keeps. A lock-in limit leaves out products where lock-in does not apply (null:
 * cards, NPS, insurance): "locked for at most a year" is not something we can say of them.
 */
export function filterCatalogue<T extends Filterable>(entries: readonly T[], search: CatalogueSearch): T[] {
  return entries.filter(
    (e) =>
      (search.types.length === 0 || search.types.includes(e.type)) &&
      (search.providers.length === 0 || search.providers.includes(e.provider_key as ProviderKey)) &&
      (search.tax.length === 0 || search.tax.includes(e.tax)) &&
      (search.maxLockInMonths === null ||
        (e.lock_in_months !== null && e.lock_in_months <= search.maxLockInMonths)),
  );
}

const byName = (a: Sortable, b: Sortable) =>
  a.product_name.localeCompare(b.product_name, "en") || a.id - b.id;

/** Smaller first, missing figures last. */
const ascending = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

/** The entries in the search's order; a missing figure (null) always sorts last, ties by name. */
export function sortCatalogue<T extends Sortable>(entries: readonly T[], sort: CatalogueSort): T[] {
  const compare: Record<CatalogueSort, (a: T, b: T) => number> = {
    // A rate that follows another product's sorts by that rate (it is what the learner would get).
    rate_desc: (a, b) => {
      const x = effectiveRateBps(a);
      const y = effectiveRateBps(b);
      return ascending(x === null ? null : -x, y === null ? null : -y);
    },
    lock_in_asc: (a, b) => ascending(a.lock_in_months, b.lock_in_months),
    min_amount_asc: (a, b) => ascending(a.min_amount_paise, b.min_amount_paise),
    name_asc: () => 0,
  };
  return [...entries].sort((a, b) => compare[sort](a, b) || byName(a, b));
}

/** The known values of a comma list, once each, in the order of `allowed` (so one search has one address). */
function knownValues<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const given = new Set(value.split(","));
  return allowed.filter((v) => given.has(v));
}

/**
 * A search read from a page address, forgivingly: unknown values are dropped (an old or mistyped link
 * still shows the catalogue). The API is strict about the same query and answers 400 instead.
 */
export function readCatalogueSearch(params: URLSearchParams): CatalogueSearch {
  const lockIn = params.get("max_lock_in_months");
  const months = lockIn !== null && /^\d{1,4}$/.test(lockIn) ? Number(lockIn) : null;
  const sort = params.get("sort");
  return {
    types: knownValues(params.get("type"), PRODUCT_TYPES),
    providers: knownValues(params.get("provider"), PROVIDER_KEYS),
    tax: knownValues(params.get("tax"), TAX_TREATMENTS),
    maxLockInMonths: months !== null && months <= MAX_LOCK_IN_MONTHS ? months : null,
    sort: CATALOGUE_SORTS.includes(sort as CatalogueSort) ? (sort as CatalogueSort) : DEFAULT_CATALOGUE_SORT,
  };
}

/**
 * The search as a query string without "?" ("" for the default), its parts in one fixed order and the
 * default sort left out: the page's links, its API call and the server's page cache share one address
 * per search. Values are [a-z_0-9] only, so commas stay readable instead of %2C.
 */
export function catalogueQueryString(search: CatalogueSearch): string {
  const parts: string[] = [];
  if (search.types.length > 0) parts.push(`type=${knownValues(search.types.join(","), PRODUCT_TYPES)}`);
  if (search.providers.length > 0)
    parts.push(`provider=${knownValues(search.providers.join(","), PROVIDER_KEYS)}`);
  if (search.tax.length > 0) parts.push(`tax=${knownValues(search.tax.join(","), TAX_TREATMENTS)}`);
  if (search.maxLockInMonths !== null) parts.push(`max_lock_in_months=${search.maxLockInMonths}`);
  if (search.sort !== DEFAULT_CATALOGUE_SORT) parts.push(`sort=${search.sort}`);
  return parts.join("&");
}

/** Whether the search narrows the list (the sort alone does not). */
export const isFiltered = (search: CatalogueSearch): boolean =>
  search.types.length > 0 ||
  search.providers.length > 0 ||
  search.tax.length > 0 ||
  search.maxLockInMonths !== null;

const ID = /^[1-9][0-9]{0,9}$/;
/** Row ids are PostgreSQL integers (contracts/ids MAX_ID). */
const MAX_ROW_ID = 2_147_483_647;

/**
 * The products a comparison address names (?ids=4,9), or null unless it names two or three distinct
 * ids, each in plain digits. The API gives the reason in its 400; the page only needs to know.
 */
export function readCompareIds(value: string | null): number[] | null {
  if (!value) return null;
  const parts = value.split(",");
  if (parts.length < COMPARE_MIN || parts.length > COMPARE_MAX || !parts.every((p) => ID.test(p)))
    return null;
  const ids = parts.map(Number);
  if (ids.some((id) => id > MAX_ROW_ID) || new Set(ids).size !== ids.length) return null;
  return ids;
}
