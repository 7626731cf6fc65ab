import { DEFAULT_BANK_BADGE, PROVIDERS } from "@arthshala/contracts/schemes-catalog";
import { cx } from "../../lib/cx";

/** The badge picture for a provider key (four banks, Government small savings); anything else gets the neutral default (spec section 2). */
export function bankBadgeSrc(bankKey: string): string {
  return bankKey in PROVIDERS ? PROVIDERS[bankKey as keyof typeof PROVIDERS].badge : DEFAULT_BANK_BADGE;
}

interface BankBadgeProps {
  bankKey: string;
  /** The bank's name, read out as the picture's alternative text. */
  bankName: string;
  size?: 32 | 40 | 48;
  className?: string;
}

/** A bank's neutral monogram badge (drawn for us: no bank trademarks), sized so nothing shifts as it loads. */
export function BankBadge({ bankKey, bankName, size = 40, className }: BankBadgeProps) {
  return (
    <img
      src={bankBadgeSrc(bankKey)}
      alt={bankName}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cx("shrink-0 rounded-lg bg-slate-100", className)}
      style={{ width: size, height: size }}
    />
  );
}
