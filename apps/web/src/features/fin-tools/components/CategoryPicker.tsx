import { type KeyboardEvent, useId, useState } from "react";
import { type FieldValues, type Path, useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { InputField, SelectField } from "../../../components/form/fields";
import { Button } from "../../../components/ui/Button";
import { ApiError, errorMessage } from "../../../lib/api";
import { addCategory, useCategories, useCategoryChange } from "../api";
import { categoryLabel, trackerMessage } from "../messages";

const NEW = "__new__";

interface CategoryPickerProps<T extends FieldValues> {
  name: Path<T>;
  label?: string;
}

/**
 * The category select of a form (bound like FormSelect), with "+ Add a new category" at the end: it
 * opens a name field that adds the category for this learner and chooses it.
 */
export function CategoryPicker<T extends FieldValues>({ name, label }: CategoryPickerProps<T>) {
  const { t } = useTranslation("tracker");
  const { control, formState, getFieldState } = useFormContext<T>();
  const { field } = useController({ control, name });
  const error = getFieldState(name, formState).error?.message;
  const categories = useCategories().data?.data ?? [];
  const [adding, setAdding] = useState(false);
  const [newName, setNewName] = useState("");
  const [addError, setAddError] = useState<string | undefined>();
  const add = useCategoryChange(addCategory);
  const id = useId();
  const value = String(field.value ?? "");
  // A value not in the list yet (an edited transaction's, while the list loads) still shows.
  const options = categories.includes(value) || value === "" ? categories : [...categories, value];

  const submitNew = () => {
    const trimmed = newName.trim();
    if (!trimmed) {
      setAddError(t("errors.categoryNameRequired"));
      return;
    }
    add.mutate(trimmed, {
      onSuccess: (result) => {
        const made = result.custom.find((c) => c.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
        field.onChange(made);
        setAdding(false);
        setNewName("");
        setAddError(undefined);
      },
      onError: (failure) =>
        setAddError(
          trackerMessage(
            failure instanceof ApiError && failure.field ? failure.fieldMessage : errorMessage(failure),
          ),
        ),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the category; it must not submit the transaction form around it.
    if (event.key === "Enter") {
      event.preventDefault();
      submitNew();
    }
  };

  return (
    <div>
      <SelectField
        id={id}
        label={label ?? t("transaction.category")}
        error={error}
        name={field.name}
        value={value}
        onBlur={field.onBlur}
        onChange={(event) => {
          if (event.target.value === NEW) setAdding(true);
          else field.onChange(event.target.value);
        }}
      >
        {options.map((c) => (
          <option key={c} value={c}>
            {categoryLabel(t, c)}
          </option>
        ))}
        <option value={NEW}>{t("transaction.newCategory")}</option>
      </SelectField>
      {adding ? (
        <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <InputField
            id={`${id}-new`}
            label={t("transaction.newCategoryName")}
            value={newName}
            maxLength={40}
            autoFocus
            error={addError}
            onChange={(event) => {
              setNewName(event.target.value);
              setAddError(undefined);
            }}
            onKeyDown={onKeyDown}
          />
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setAdding(false);
                setNewName("");
                setAddError(undefined);
              }}
            >
              {t("cancel")}
            </Button>
            <Button size="sm" variant="secondary" disabled={add.isPending} onClick={submitNew}>
              {add.isPending ? t("transaction.adding") : t("transaction.addCategory")}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
