import { schemeListByKey } from "@arthshala/contracts/schemes-catalog";
import { Link, useParams } from "react-router";
import { formatLongDate } from "../../../lib/format";
import { readId } from "../api";
import { AdminPage } from "../components/AdminPage";
import { LanguageTabs } from "../components/LanguageTabs";
import { ItemState } from "../components/LoadStates";
import { SchemeForm } from "../components/schemes/SchemeForm";
import { StaleBadge } from "../components/schemes/StaleBadge";
import { TranslationPanel } from "../components/TranslationForm";
import { adminMessages } from "../messages";
import { useAdminScheme } from "../schemes-api";

/**
 * /admin/schemes/:productId: correct a product's figures, sources, details and tags; its Hindi tab
 * holds the optional Hindi description (the one field of a product that is translated).
 */
export function EditSchemePage() {
  const productId = readId(useParams().productId);
  const query = useAdminScheme(productId);
  const product = query.data;
  const list = product ? schemeListByKey(product.list) : undefined;
  return (
    <AdminPage
      className="max-w-5xl"
      crumbs={[
        { label: "Schemes", to: "/admin/schemes" },
        { label: product?.product_name ?? "Edit product" },
      ]}
      title="Edit Product"
      subtitle={
        product ? (
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {product.bank_name} · figures as of {formatLongDate(product.as_of)}
            </span>
            {product.stale ? <StaleBadge /> : null}
            {list ? (
              <Link to={`/${list.route}`} className="font-semibold text-brand-800 hover:underline">
                View /{list.route}
              </Link>
            ) : null}
          </span>
        ) : undefined
      }
    >
      <ItemState
        query={query}
        id={productId}
        loadingLabel="Loading product"
        notFound={adminMessages.schemeNotFound}
      >
        {(item) =>
          item ? (
            <LanguageTabs
              label="Product language"
              english={<SchemeForm key={item.id} product={item} />}
              hindi={<TranslationPanel key={item.id} entity="bank_product" id={item.id} />}
            />
          ) : null
        }
      </ItemState>
    </AdminPage>
  );
}
