import { cx } from "../../lib/cx";

interface FormMessageProps {
  kind: "error" | "success";
  children: string;
  className?: string;
}

/** A form's result line: errors are announced at once (alert), successes politely (status). */
export function FormMessage({ kind, children, className }: FormMessageProps) {
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={cx(
        "rounded-lg px-3 py-2 text-sm",
        kind === "error"
          ? "border border-red-200 bg-red-50 text-red-800"
          : "border border-brand-200 bg-brand-50 text-brand-900",
        className,
      )}
    >
      {children}
    </p>
  );
}
