/** Arrows for the reader and list (24px grid, currentColor, decorative). */
import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

function Arrow({ d, className = "size-5", ...props }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export const ArrowLeftIcon = (props: IconProps) => <Arrow d="M19 12H5M11 18l-6-6 6-6" {...props} />;
export const ArrowRightIcon = (props: IconProps) => <Arrow d="M5 12h14M13 6l6 6-6 6" {...props} />;
