/** Line icons of the home dashboard (24px grid, currentColor, decorative: the control carries the name). */
import { Icon, type IconProps } from "./icons";

export const FlameIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21c-3.9 0-7-2.8-7-6.6 0-2.9 1.7-5 3.3-6.6.3 1.6 1.2 2.8 2.4 3.4C10.4 7.6 12 4.6 14.5 3c-.3 2.9.9 4.8 2.3 6.4 1.3 1.4 2.2 3 2.2 5 0 3.8-3.1 6.6-7 6.6z" />
    <path d="M12 21c-1.7 0-3-1.2-3-2.9 0-1.6 1.2-2.6 2.2-3.6.2 1 .8 1.6 1.5 1.9.3-.9.9-1.7 1.6-2.2.5 1.4 1.7 2.2 1.7 3.9 0 1.7-1.4 2.9-4 2.9z" />
  </Icon>
);

export const SnowflakeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 2v20M4.5 6.5l15 11M19.5 6.5l-15 11" />
    <path d="M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5" />
  </Icon>
);

export const TrophyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5" />
    <path d="M12 14v3M8.5 20.5h7M9.5 17h5v3.5h-5z" />
  </Icon>
);

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.6v.01" />
  </Icon>
);

export const HistoryIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
    <path d="M3 4v4h4M12 7.5V12l3 2" />
  </Icon>
);

/** A filled star for FinStars (the line StarIcon is for navigation). */
export const FilledStarIcon = (props: IconProps) => (
  <Icon fill="currentColor" strokeWidth={1.2} {...props}>
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </Icon>
);
