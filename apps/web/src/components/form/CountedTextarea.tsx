import type { TextareaHTMLAttributes } from "react";
import { useId } from "react";
import { type FieldValues, type Path, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";
import { formatNumber } from "../../lib/format";
import { TextAreaField } from "./fields";
import { useQuietError } from "./QuietInput";
import { startingValue } from "./startingValues";

interface CountedTextareaProps<T extends FieldValues>
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "maxLength"> {
  name: Path<T>;
  label: string;
  /** The schema's limit, in characters (as the server counts them: UTF-16 units, like zod's max). */
  max: number;
  optional?: boolean;
}

/** From this share of the limit on, the counter turns amber: the learner sees the end coming. */
const NEAR = 0.9;

/**
 * A bound textarea with a live "1,850 / 2,000" under it. It has no maxLength: a browser's maxLength cuts
 * a pasted text at the limit without a word, and the end of a message is lost unseen. Past the limit the
 * whole text stays, a line says by how much it is too long, and the form's schema holds the sending
 * back, so the learner chooses what to cut (as the messaging and review apps people know do).
 */
export function CountedTextarea<T extends FieldValues>({
  name,
  label,
  max,
  optional,
  ...props
}: CountedTextareaProps<T>) {
  const { t } = useTranslation("forms");
  const { register, getValues, control } = useFormContext<T>();
  const value = useWatch({ control, name });
  const length = typeof value === "string" ? value.length : 0;
  const id = useId();
  const { own } = useQuietError(name, []);
  const over = length - max;
  const limit = formatNumber(max);
  // Past the limit this line says what the schema's "Please keep it under …" would, with the count.
  const error = over > 0 ? t("limit.tooLong", { count: over, over: formatNumber(over), max: limit }) : own;
  return (
    <TextAreaField
      id={id}
      label={label}
      optional={optional}
      error={error}
      // Right under the box, before any error: the count, and a quiet line once the limit is reached.
      hint={
        <span className="flex items-start justify-between gap-3">
          {/* Polite and not a "status": the form's own status line (sent) stays the only one. */}
          <span aria-live="polite">{over === 0 ? t("limit.reached", { max: limit }) : null}</span>
          <span
            data-testid={`${name}-count`}
            className={cx(
              "shrink-0 tabular-nums",
              over > 0 ? "font-semibold text-red-700" : length >= max * NEAR ? "text-amber-800" : null,
            )}
          >
            {`${formatNumber(length)} / ${limit}`}
          </span>
        </span>
      }
      {...props}
      {...register(name)}
      defaultValue={startingValue(getValues(name))}
    />
  );
}
