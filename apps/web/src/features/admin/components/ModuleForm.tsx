import type { AdminModule } from "@arthshala/contracts/learning";
import { type ModuleFormValues, moduleFormSchema } from "@arthshala/contracts/learning-forms";
import { FormInput, FormNumber, FormTextarea } from "../../../components/form/bound";
import { FormSection } from "../../../components/form/fields";
import { useZodForm } from "../../../components/form/useZodForm";
import type { Save } from "../hooks/useSaveWithAlert";
import { AdminForm } from "./AdminForm";

interface ModuleFormProps {
  module?: AdminModule;
  submitLabel: string;
  save: Save<ModuleFormValues>;
}

/** Add and edit a module: validated with the schema the API checks its JSON body with. */
export function ModuleForm({ module, submitLabel, save }: ModuleFormProps) {
  const form = useZodForm(moduleFormSchema, {
    title: module?.title ?? "",
    description: module?.description ?? "",
    order_index: module?.order_index ?? null,
  });
  return (
    <AdminForm form={form} save={save} submitLabel={submitLabel} note={null} onValid={save.submit}>
      <FormSection title="Module details">
        <FormInput name="title" label="Title" maxLength={120} />
        <FormTextarea name="description" label="Description" optional rows={3} maxLength={1000} />
        <FormNumber
          name="order_index"
          label="Order"
          optional
          inputMode="numeric"
          min={0}
          step={1}
          className="sm:max-w-48"
          hint="Modules are listed from the lowest number up (0 when left empty)."
        />
      </FormSection>
    </AdminForm>
  );
}
