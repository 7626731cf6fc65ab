import { type BankProductEdit, bankProductEditSchema } from "@arthshala/contracts/schemes";
import { schemeListByKey, TAB_TITLES } from "@arthshala/contracts/schemes-catalog";
import { FormInput, FormRootError, FormTextarea } from "../../../../components/form/bound";
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
  };
}

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
        <FormInput
          name="rate"
          label="Rate"
          maxLength={300}
          hint="As learners should read it, e.g. “7.1% a year (January–March 2026 quarter)”. Not sure it is current? Say “check the bank's page for today's rate”."
        />
        <FormInput
          name="as_of"
          label="As of"
          inputMode="numeric"
          placeholder="YYYY-MM-DD"
          className="sm:max-w-56"
          hint="The day the figures were true, per the sources, e.g. 2026-11-05."
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
