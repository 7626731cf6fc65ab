import type { AdminModule } from "@arthshala/contracts/learning";
import { type FormEvent, useId, useState } from "react";
import { FormSection, focusFirstError, InputField, TextAreaField } from "../../../components/form/fields";
import { Button } from "../../../components/ui/Button";
import type { ModuleInput } from "../api";

export interface ModuleDraft {
  title: string;
  description: string;
  order_index: string;
}

type ModuleErrors = Partial<Record<keyof ModuleDraft, string>>;

export const moduleFormMessages = {
  titleRequired: "Title is required.",
  orderMin: "Order must be a whole number, 0 or more.",
} as const;

/** Spec section 5: title required; description optional; order_index optional, at least 0. */
export function validateModule(draft: ModuleDraft): ModuleErrors {
  const errors: ModuleErrors = {};
  if (!draft.title.trim()) errors.title = moduleFormMessages.titleRequired;
  const order = draft.order_index.trim();
  if (order && !(/^\d+$/.test(order) && Number.isSafeInteger(Number(order)))) {
    errors.order_index = moduleFormMessages.orderMin;
  }
  return errors;
}

export function moduleInput(draft: ModuleDraft): ModuleInput {
  const order = draft.order_index.trim();
  return {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    ...(order ? { order_index: Number(order) } : {}),
  };
}

interface ModuleFormProps {
  module?: AdminModule;
  submitLabel: string;
  busy: boolean;
  onSubmit: (input: ModuleInput) => void;
}

export function ModuleForm({ module, submitLabel, busy, onSubmit }: ModuleFormProps) {
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const [draft, setDraft] = useState<ModuleDraft>({
    title: module?.title ?? "",
    description: module?.description ?? "",
    order_index: module ? String(module.order_index) : "",
  });
  const [errors, setErrors] = useState<ModuleErrors>({});
  const set = (key: keyof ModuleDraft, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateModule(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(["title", "description", "order_index"], found, idOf);
      return;
    }
    onSubmit(moduleInput(draft));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <FormSection title="Module details">
        <InputField
          id={idOf("title")}
          label="Title"
          value={draft.title}
          maxLength={120}
          onChange={(e) => set("title", e.target.value)}
          error={errors.title}
        />
        <TextAreaField
          id={idOf("description")}
          label="Description"
          optional
          rows={3}
          maxLength={1000}
          value={draft.description}
          onChange={(e) => set("description", e.target.value)}
        />
        <InputField
          id={idOf("order_index")}
          label="Order"
          optional
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="sm:max-w-48"
          hint="Modules are listed from the lowest number up (0 when left empty)."
          value={draft.order_index}
          onChange={(e) => set("order_index", e.target.value)}
          error={errors.order_index}
        />
      </FormSection>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? "Saving…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
