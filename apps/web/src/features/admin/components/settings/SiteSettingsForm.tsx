import { type SiteSettings, siteSettingsSchema } from "@arthshala/contracts/forms";
import { useFieldArray } from "react-hook-form";
import { FormInput, FormTextarea } from "../../../../components/form/bound";
import { FormSection } from "../../../../components/form/fields";
import { applyServerError } from "../../../../components/form/serverErrors";
import { useZodForm } from "../../../../components/form/useZodForm";
import { Button } from "../../../../components/ui/Button";
import { useSaveWithAlert } from "../../hooks/useSaveWithAlert";
import { saveSiteSettings, siteKeys } from "../../settings-api";
import { AdminForm } from "../AdminForm";
import { PlusIcon } from "../adminIcons";
import { DeleteButton } from "../DeleteButton";

const MAX_LINKS = 6;

export const settingsMessages = {
  saved: "✅ Settings saved!",
  saveFailed: "Failed to save settings.",
} as const;

/**
 * The operator's details: who runs the site and how to reach them (the privacy policy, terms and the
 * contact panel show these), and the footer's social-profile links (https only).
 */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const form = useZodForm(siteSettingsSchema, settings);
  const links = useFieldArray({ control: form.control, name: "social_links" });
  const save = useSaveWithAlert({
    save: saveSiteSettings,
    saved: settingsMessages.saved,
    failed: settingsMessages.saveFailed,
    itemKey: siteKeys.settings,
    stale: () => [["site", "page"]],
    onSaved: (next) => form.reset(next),
    onFailed: (error) => applyServerError(form, error),
  });

  return (
    <AdminForm
      form={form}
      save={save}
      submitLabel="Save settings"
      onValid={save.submit}
      note="Every field is optional: leave it empty and the pages say so honestly."
    >
      <FormSection title="Who runs Arthshala">
        <p className="text-sm text-slate-600">
          India's DPDP Rules expect the privacy policy to say who runs the site, where, and who handles
          complaints. Until the operator's name and address and the grievance officer's name and email are all
          filled in, the policies and the contact page tell visitors they are not yet published.
        </p>
        <FormInput
          name="operator_name"
          label="Operator name"
          optional
          maxLength={120}
          autoComplete="organization"
          hint="The person or organisation that runs this site, named in the privacy policy and the terms."
        />
        <FormTextarea
          name="operator_address"
          label="Operator's postal address"
          optional
          rows={3}
          maxLength={300}
          autoComplete="street-address"
          hint="Where letters reach the operator; shown in the privacy policy and the terms."
        />
        <FormInput
          name="support_email"
          label="Support email"
          type="email"
          optional
          maxLength={254}
          hint="Shown on the contact page and in the policies; team notices of new messages go here."
        />
      </FormSection>
      <FormSection title="Grievance Officer (DPDP Act, 2023)">
        <FormInput
          name="grievance_officer_name"
          label="Grievance officer's name"
          optional
          maxLength={120}
          hint="The person who answers complaints about personal data, within the DPDP Rules' 90 days."
        />
        <FormInput
          name="grievance_email"
          label="Grievance officer's email"
          type="email"
          optional
          maxLength={254}
        />
      </FormSection>
      <FormSection title="Social links in the footer">
        {links.fields.length === 0 ? (
          <p className="text-sm text-slate-600">No links: the footer shows none.</p>
        ) : null}
        {links.fields.map((field, index) => (
          <fieldset
            key={field.id}
            className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
          >
            <legend className="sr-only">Link {index + 1}</legend>
            <FormInput
              name={`social_links.${index}.label`}
              label="Label"
              placeholder="Instagram"
              maxLength={40}
            />
            <FormInput
              name={`social_links.${index}.url`}
              label="Address (https://)"
              type="url"
              inputMode="url"
              placeholder="https://www.instagram.com/arthshala"
              maxLength={300}
            />
            <DeleteButton
              className="sm:mt-7"
              onClick={() => links.remove(index)}
              aria-label={`Remove link ${index + 1}`}
            >
              Remove
            </DeleteButton>
          </fieldset>
        ))}
        {links.fields.length < MAX_LINKS ? (
          <Button variant="secondary" onClick={() => links.append({ label: "", url: "https://" })}>
            <PlusIcon className="size-4" />
            Add a link
          </Button>
        ) : null}
      </FormSection>
    </AdminForm>
  );
}
