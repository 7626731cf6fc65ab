import {
  PRODUCT_TYPES,
  type ProductType,
  TAX_TREATMENTS,
  type TaxTreatment,
} from "@arthshala/contracts/scheme-catalogue";
import { type BankProductEdit, bankProductEditSchema } from "@arthshala/contracts/schemes";
import { schemeListByKey, TAB_TITLES } from "@arthshala/contracts/schemes-catalog";
import {
  FormInput,
  FormNumber,
  FormRootError,
  FormSelect,
  FormTextarea,
} from "../../../../components/form/bound";
import { FormSection } from "../../../../components/form/fields";
import { applyServerError } from "../../../../components/form/serverErrors";
import { useZodForm } from "../../../../components/form/useZodForm";
import { useSaveWithAlert } from "../../hooks/useSaveWithAlert";
import { adminMessages } from "../../messages";
import { type AdminBankProduct, adminSchemeKeys, publicSchemesKey, updateScheme } from "../../schemes-api";
import { translationKey } from "../../translations-api";
import { AdminForm } from "../AdminForm";
import { DetailEditor, type DetailField } from "./DetailEditor";
import { SourcesEditor } from "./SourcesEditor";
import { TagsField } from "./TagsField";

const DETAILS: DetailField[] = ["know_before", "features", "eligibility", "fees_and_charges"];

/** What PUT /api/admin/schemes/:id takes, from the product as it is now. */
function editOf(p: AdminBankProduct): BankProductEdit {
  return {
    product_name: p.product_name,
    description: p.description,
    know_before: p.know_before,
    features: p.features,
    eligibility: p.eligibility,
    fees_and_charges: p.fees_and_charges,
    source_url: p.source_url,
    rate: p.rate,
    as_of: p.as_of,
    sources: p.sources,
    tags: p.tags as BankProductEdit["tags"],
    type: p.type,
    rate_bps: p.rate_bps,
    rate_note: p.rate_note,
    lock_in_months: p.lock_in_months,
    min_amount_paise: p.min_amount_paise,
    tax: p.tax,
    retired_on: p.retired_on,
  };
}

const TYPE_LABELS: Record<ProductType, string> = {
  savings_account: "Savings account",
  fixed_deposit: "Fixed deposit",
  recurring_deposit: "Recurring deposit",
  small_savings: "Government small savings",
  pension: "Pension",
  credit_card: "Credit card",
  insurance: "Insurance",
};

// Short enough for a phone's select box; the catalogue's en/hi locales explain each to learners.
const TAX_LABELS: Record<TaxTreatment, string> = {
  eee: "Tax-free (PPF, SSY)",
  deduction_taxable_interest: "Deduction; interest taxed (NSC)",
  taxable_interest: "Interest taxed (FD, RD, KVP)",
  market_linked_partly_exempt: "Market-linked (NPS)",
  not_applicable: "None (cards)",
  insurance: "Insurance rules",
};

/**
 * Edit a scheme product with the schema the API checks it with: every field, the sources, the tags,
 * and the four details in their own shapes. A 400 naming a field lands next to it.
 */
export function SchemeForm({ product }: { product: AdminBankProduct }) {
  const form = useZodForm(bankProductEditSchema, editOf(product));
  const save = useSaveWithAlert({
    save: (body: BankProductEdit) => updateScheme(product.id, body),
    saved: adminMessages.schemeUpdated,
    failed: adminMessages.schemeUpdateFailed,
    // The Hindi tab shows the English description beside its Hindi one.
    stale: () => [adminSchemeKeys.all, publicSchemesKey, translationKey("bank_product", product.id)],
    goTo: () => "/admin/schemes",
    onFailed: (error) => applyServerError(form, error),
  });
  const list = schemeListByKey(product.list);
  const shownTabs = list?.tabs ?? DETAILS;

  return (
    <AdminForm form={form} save={save} submitLabel="Save Changes" onValid={save.submit}>
      <FormRootError />
      <FormSection title="The product">
        <FormInput name="product_name" label="Product name" maxLength={300} />
        <FormTextarea name="description" label="Description" rows={4} maxLength={2000} />
        <FormSelect name="type" label="Kind of product" className="sm:max-w-md">
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </FormSelect>
        <FormInput
          name="rate"
          label="Rate in words"
          maxLength={300}
          hint="What the rate depends on, e.g. “6.05% to 6.45% a year for 1 to 10 years; set by the bank”. Never write that it is current: the page says “as of” or “last notified on” from the date below."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormNumber
            name="rate_bps"
            label="Headline rate (basis points)"
            optional
            step={1}
            hint="710 for 7.1% a year. Leave empty where none applies (cards, NPS, insurance)."
          />
          <FormInput
            name="rate_note"
            label="What the headline rate is for"
            optional
            maxLength={300}
            hint="E.g. “for 1 to 2 years” or “senior citizens get 0.5% more”."
          />
        </div>
        <FormInput
          name="as_of"
          label="As of"
          inputMode="numeric"
          placeholder="YYYY-MM-DD"
          className="sm:max-w-56"
          hint="The day the figures were true, per the sources, e.g. 2026-11-05. Small-savings rates: the first day of the quarter notified."
        />
      </FormSection>
      <FormSection title="To compare products">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormNumber
            name="lock_in_months"
            label="Lock-in (months)"
            optional
            step={1}
            hint="0 if it can be withdrawn any time; empty if not applicable."
          />
          <FormNumber
            name="min_amount_paise"
            label="Smallest amount (paise)"
            optional
            step={1}
            hint="To open or deposit: 50000 for ₹500. Empty if there is none."
          />
        </div>
        <FormSelect name="tax" label="How it is taxed">
          {TAX_TREATMENTS.map((tax) => (
            <option key={tax} value={tax}>
              {TAX_LABELS[tax]}
            </option>
          ))}
        </FormSelect>
        <FormInput
          name="retired_on"
          label="No longer offered since"
          optional
          inputMode="numeric"
          placeholder="YYYY-MM-DD"
          className="sm:max-w-sm"
          hint="Only when the provider has stopped offering it (cite where it says so): learners no longer see it in lists."
        />
      </FormSection>
      <FormSection title="Where the figures come from">
        <FormInput
          name="source_url"
          label="Official page"
          type="url"
          inputMode="url"
          hint="The bank's or regulator's https:// page: the “Go To Official Bank Page” link."
        />
        <SourcesEditor />
      </FormSection>
      <FormSection title="Details (the page's tabs)">
        {DETAILS.map((name) => (
          <DetailEditor
            key={name}
            name={name}
            label={TAB_TITLES[name]}
            note={shownTabs.includes(name) ? undefined : "no tab for it on this page"}
          />
        ))}
      </FormSection>
      <FormSection title="Recommendations">
        <TagsField />
      </FormSection>
    </AdminForm>
  );
}
