import type { ComponentPropsWithRef } from "react";
import { Link, type LinkProps } from "react-router";
import { cx } from "../../lib/cx";

type Variant = "primary" | "secondary" | "ghost" | "danger" | "inverse";
type Size = "sm" | "md" | "lg";

interface Look {
  variant?: Variant;
  size?: Size;
  block?: boolean;
}

const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900",
  secondary: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  danger: "bg-red-700 text-white hover:bg-red-800",
  // For dark brand panels.
  inverse:
    "bg-white text-brand-900 shadow-sm hover:bg-brand-50 active:bg-brand-100 focus-visible:outline-white",
};

const sizes: Record<Size, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-4 text-sm",
  lg: "h-12 px-6 text-base",
};

export function buttonClasses({ variant = "primary", size = "md", block = false }: Look = {}): string {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    block && "w-full",
  );
}

type ButtonProps = ComponentPropsWithRef<"button"> & Look;

export function Button({ variant, size, block, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cx(buttonClasses({ variant, size, block }), className)} {...props} />;
}

type ButtonLinkProps = LinkProps & Look;

/** Navigation that looks like a button; it stays a link for assistive technology. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={cx(buttonClasses({ variant, size, block }), className)} {...props} />;
}
