/** Labelled form controls: every input has a visible label, its hint and its error (announced). */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";
import { formatNumber } from "../../lib/format";
import { inputClasses } from "../ui/TextField";

const invalid =
  "aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600";

export const controlClasses = cx(inputClasses, invalid);
export const textareaClasses = cx(
  "block min-h-28 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600",
  invalid,
);
export const fileClasses = cx(
  "block w-full rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 text-sm text-slate-700",
  "file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800",
  invalid,
);
export const checkboxClasses = "size-5 shrink-0 rounded border-slate-400 accent-brand-700";

interface FieldShellProps {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}

/** ids of the hint and error, for aria-describedby. */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function FieldShell({ id, label, optional, hint, error, children, className }: FieldShellProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> {t("ui.optional")}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

type Common = { id: string; label: string; optional?: boolean; hint?: ReactNode; error?: string };

export function InputField({
  id,
  label,
  optional,
  hint,
  error,
  className,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
      <input
        id={id}
        className={controlClasses}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  optional,
  hint,
  error,
  className,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        className={textareaClasses}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      />
    </FieldShell>
  );
}

export function SelectField({
  id,
  label,
  optional,
  hint,
  error,
  className,
  children,
  ...props
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
      <select
        id={id}
        className={cx(controlClasses, "pr-8")}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** A file picker; `current` shows what is stored now (on edit forms). */
export function FileField({
  id,
  label,
  optional,
  hint,
  error,
  className,
  current,
  ...props
}: Common & { current?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
      {current ? <div className="mb-2">{current}</div> : null}
      <input
        id={id}
        type="file"
        className={fileClasses}
        aria-invalid={error ? true : undefined}
        required={!optional}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      />
    </FieldShell>
  );
}

/** A bordered panel grouping related fields under a heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="mb-4 text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="space-y-5">{children}</div>
    </section>
  );
}

/** Moves focus to the first field named in `errors`, in the order the form lists its fields. */
export function focusFirstError(
  order: string[],
  errors: Record<string, string | undefined>,
  idOf: (f: string) => string,
) {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}

/** "2.4 MB", "830 kB": a file size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${formatNumber(bytes / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
  }
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), { useGrouping: false })} kB`;
}
