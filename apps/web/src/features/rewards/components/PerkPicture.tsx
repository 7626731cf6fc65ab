import type { PerkIcon } from "@arthshala/contracts/rewards-rules";
import { cx } from "../../../lib/cx";

/**
 * A perk's picture: the uploaded one, or a built-in drawing (so an instruction-only perk needs no
 * upload). Decorative: the perk's title says what it is.
 */
export function PerkPicture({
  picture,
  icon,
  className,
}: {
  picture: string | null;
  icon: PerkIcon;
  className?: string;
}) {
  const frame = cx("flex items-center justify-center overflow-hidden rounded-xl bg-amber-50", className);
  if (picture)
    return (
      <div className={frame}>
        <img src={picture} alt="" className="size-full object-cover" loading="lazy" />
      </div>
    );
  return (
    <div className={frame}>
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-3/5 text-amber-600"
      >
        {DRAWINGS[icon]}
      </svg>
    </div>
  );
}

const DRAWINGS: Record<PerkIcon, React.ReactNode> = {
  gift: (
    <>
      <rect x="8" y="18" width="32" height="22" rx="2" />
      <path d="M6 12h36v6H6zM24 12v28M24 12c-4-8-12-6-10-1s10 1 10 1c4-8 12-6 10-1s-10 1-10 1" />
    </>
  ),
  sticker: (
    <>
      <path d="M10 8h20l10 10v20a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2z" />
      <path d="M30 8v8a2 2 0 0 0 2 2h8M17 24h.01M31 24h.01M17 31c4 4 10 4 14 0" />
    </>
  ),
  certificate: (
    <>
      <rect x="6" y="8" width="36" height="26" rx="2" />
      <path d="M13 16h22M13 22h14" />
      <circle cx="34" cy="30" r="6" />
      <path d="M30 35l-2 8 6-3 6 3-2-8" />
    </>
  ),
  donation: (
    <>
      <path d="M24 18c-3-6-13-5-13 2 0 6 13 13 13 13s13-7 13-13c0-7-10-8-13-2z" />
      <path d="M6 40h8l6-4h10a3 3 0 0 0 0-6h-6" />
    </>
  ),
  book: (
    <>
      <path d="M8 10h12a4 4 0 0 1 4 4v26a3 3 0 0 0-3-3H8zM40 10H28a4 4 0 0 0-4 4v26a3 3 0 0 1 3-3h13z" />
    </>
  ),
};
