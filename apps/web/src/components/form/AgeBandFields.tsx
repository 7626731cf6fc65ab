import { AGE_BANDS, type AgeBand } from "@arthshala/contracts/age-bands";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../ui/TextField";

interface AgeBandFieldsProps {
  band: AgeBand | null;
  onBand: (band: AgeBand) => void;
  /** The guardian's address field's name (read from the form); shown only for "Under 18". */
  guardianName?: string;
  disabled?: boolean;
  /** Sets the field's value when the form keeps it (a dialog's state); a plain form reads it by name. */
  guardianEmail?: string;
  onGuardianEmail?: (value: string) => void;
}

/**
 * The age band as a radio group (issue 40: sign-up, the question on arrival, /account), with why it is
 * asked. "Under 18" reveals the parent's or guardian's email: they are mailed a link to agree, and the
 * account saves nothing until they do (DPDP Act 2023, section 9).
 */
export function AgeBandFields({
  band,
  onBand,
  guardianName = "guardian_email",
  disabled = false,
  guardianEmail,
  onGuardianEmail,
}: AgeBandFieldsProps) {
  const { t } = useTranslation("guardian");
  const id = useId();
  return (
    <div className="space-y-4">
      <fieldset aria-describedby={`${id}-why`} disabled={disabled} className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("age.legend")}</legend>
        <p id={`${id}-why`} className="mb-3 text-sm text-slate-600">
          {t("age.hint")}
        </p>
        <div className="grid grid-cols-2 gap-2">
          {AGE_BANDS.map((choice) => (
            <label key={choice} className="relative cursor-pointer">
              <input
                type="radio"
                name={`${id}-band`}
                value={choice}
                // Over the whole pill, invisible: a tap anywhere on it is a tap on the radio itself.
                className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                checked={band === choice}
                onChange={() => onBand(choice)}
              />
              <span className="flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-center text-sm font-medium text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60">
                {t(`age.bands.${choice}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {band === "under-18" ? (
        <div>
          <TextField
            label={t("age.guardianEmail")}
            name={guardianName}
            type="email"
            autoComplete="off"
            inputMode="email"
            aria-describedby={`${id}-guardian`}
            disabled={disabled}
            {...(onGuardianEmail
              ? { value: guardianEmail ?? "", onChange: (e) => onGuardianEmail(e.target.value) }
              : {})}
          />
          <p id={`${id}-guardian`} className="mt-1.5 text-sm text-slate-600">
            {t("age.guardianHint")}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** The form's own check of an age band and guardian address, before the server's (the same rules). */
export function ageBandProblem(
  band: AgeBand | null,
  guardianEmail: string,
  ownEmail: string,
): "age.choose" | "age.guardianRequired" | "age.guardianSame" | null {
  if (!band) return "age.choose";
  if (band !== "under-18") return null;
  const guardian = guardianEmail.trim().toLowerCase();
  if (!guardian) return "age.guardianRequired";
  if (guardian === ownEmail.trim().toLowerCase()) return "age.guardianSame";
  return null;
}
