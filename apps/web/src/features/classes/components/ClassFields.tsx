import { CLASS_CAPACITY_MAX, CLASS_LANGUAGES, CLASS_NAME_MAX } from "@arthshala/contracts/classes-rules";
import { useTranslation } from "react-i18next";
import { InputField, SelectField } from "../../../components/form/fields";

type Field = "name" | "language" | "capacity" | "ends_on";

/**
 * A class's four fields (name, language, cap, end date), the same when it is made (ClassForm) and when
 * it is changed (ClassSettings): one place for their limits, labels and hints. `values` fills them in.
 */
export function ClassFields({
  id,
  errors,
  values,
}: {
  id: string;
  errors: Partial<Record<Field | "form", string>>;
  values: { name?: string; language: string; capacity?: number | null; ends_on?: string | null };
}) {
  const { t } = useTranslation("classes");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        id={`${id}-name`}
        name="name"
        label={t("teach.className")}
        hint={values.name === undefined ? t("teach.classNameHint") : undefined}
        defaultValue={values.name}
        maxLength={CLASS_NAME_MAX}
        autoComplete="off"
        required
        error={errors.name}
      />
      <SelectField
        id={`${id}-language`}
        name="language"
        label={t("teach.language")}
        hint={values.name === undefined ? t("teach.languageHint") : undefined}
        defaultValue={values.language}
        error={errors.language}
      >
        {CLASS_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </SelectField>
      <InputField
        id={`${id}-capacity`}
        name="capacity"
        type="number"
        inputMode="numeric"
        min={1}
        max={CLASS_CAPACITY_MAX}
        step={1}
        label={t("teach.capacity")}
        hint={t("teach.capacityHint")}
        defaultValue={values.capacity ?? ""}
        optional
        error={errors.capacity}
      />
      <InputField
        id={`${id}-ends`}
        name="ends_on"
        type="date"
        label={t("teach.endsOn")}
        hint={t("teach.endsOnHint")}
        defaultValue={values.ends_on ?? ""}
        optional
        error={errors.ends_on}
      />
    </div>
  );
}
