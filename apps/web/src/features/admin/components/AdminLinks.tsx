import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/Button";
import { cx } from "../../../lib/cx";
import { PencilIcon, PlusIcon } from "./adminIcons";

/** "Add New Course", "Add Module", ...: the primary way to a list's add form. */
export function AddLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant?: "secondary";
  children: ReactNode;
}) {
  return (
    <ButtonLink to={to} variant={variant}>
      <PlusIcon />
      {children}
    </ButtonLink>
  );
}

/** "Edit Course", "Edit Module", ...: described by the item's title, for screen readers. */
export function EditLink({
  to,
  titleId,
  className,
  children,
}: {
  to: string;
  titleId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ButtonLink
      to={to}
      size="sm"
      variant="secondary"
      className={cx("whitespace-nowrap", className)}
      aria-describedby={titleId}
    >
      <PencilIcon className="size-4 shrink-0 max-[379px]:hidden" />
      {children}
    </ButtonLink>
  );
}
