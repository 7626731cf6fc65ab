import { SCHEME_LISTS, STALE_AFTER_DAYS } from "@arthshala/contracts/schemes-catalog";
import { Link, useSearchParams } from "react-router";
import { checkboxClasses } from "../../../components/form/fields";
import { formatLongDate } from "../../../lib/format";
import { AdminPage } from "../components/AdminPage";
import { PencilIcon } from "../components/adminIcons";
import { EmptyState } from "../components/EmptyState";
import { ListState } from "../components/LoadStates";
import { StaleBadge } from "../components/schemes/StaleBadge";
import { adminMessages } from "../messages";
import { type AdminBankProduct, useAdminSchemes } from "../schemes-api";

/** The products of each scheme list, in the order of the scheme pages. */
function byList(products: AdminBankProduct[]) {
  return SCHEME_LISTS.map((list) => ({ list, products: products.filter((p) => p.list === list.key) })).filter(
    (group) => group.products.length > 0,
  );
}

/**
 * /admin/schemes: every scheme product, grouped by its page, with the date its figures were true and
 * "Needs checking" when that is over 90 days ago; ?stale=1 shows only those.
 */
export function AdminSchemesPage() {
  const query = useAdminSchemes();
  const [params, setParams] = useSearchParams();
  const onlyStale = params.get("stale") === "1";
  const staleCount = query.data?.filter((p) => p.stale).length ?? 0;
  const shown = onlyStale ? query.data?.filter((p) => p.stale) : query.data;

  return (
    <AdminPage
      className="max-w-5xl"
      crumbs={[{ label: "Schemes" }]}
      title="Schemes"
      subtitle={`The savings-scheme pages' products. Figures carry the date they were true; check those older than ${STALE_AFTER_DAYS} days against their sources.`}
    >
      <label className="mb-6 inline-flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
        <input
          type="checkbox"
          className={checkboxClasses}
          checked={onlyStale}
          onChange={(event) => setParams(event.target.checked ? { stale: "1" } : {}, { replace: true })}
        />
        <span className="text-sm font-semibold text-slate-800">
          Only products that need checking{query.data ? ` (${staleCount})` : ""}
        </span>
      </label>
      <ListState
        items={shown}
        pending={query.isPending}
        error={query.error}
        logAs="Failed to load scheme products"
        loadingLabel="Loading scheme products"
        empty={
          <EmptyState
            text={onlyStale && query.data?.length ? adminMessages.noStaleSchemes : adminMessages.noSchemes}
          />
        }
      >
        {(products) => (
          <div className="space-y-8">
            {byList(products).map(({ list, products: items }) => (
              <section key={list.key} aria-labelledby={`list-${list.route}`}>
                <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h2 id={`list-${list.route}`} className="text-lg font-bold text-slate-900">
                    {list.title}
                  </h2>
                  <Link
                    to={`/${list.route}`}
                    className="text-sm font-semibold text-brand-800 hover:underline"
                  >
                    View /{list.route}
                  </Link>
                </div>
                <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                  {items.map((product) => (
                    <li
                      key={product.id}
                      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4"
                    >
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold text-slate-900">{product.product_name}</p>
                        <p className="mt-0.5 line-clamp-2 text-sm text-slate-700">{product.rate}</p>
                        <p className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                          <span>As of {formatLongDate(product.as_of)}</span>
                          {product.stale ? <StaleBadge /> : null}
                        </p>
                      </div>
                      <Link
                        to={`/admin/schemes/${product.id}`}
                        aria-label={`Edit ${product.product_name}`}
                        className="inline-flex h-9 shrink-0 items-center justify-center gap-2 self-start rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:self-center"
                      >
                        <PencilIcon className="size-4" />
                        Edit
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </ListState>
    </AdminPage>
  );
}
