/** The phone tab bar's icons, in the app's line-icon frame (components/ui/icons.tsx). */
import { Icon, type IconProps } from "../../components/ui/icons";

export const HomeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 10.5L12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z" />
  </Icon>
);

export const CoursesIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 6.5C5.5 5 8.5 5 12 7c3.5-2 6.5-2 9-.5V19c-2.5-1.5-5.5-1.5-9 .5-3.5-2-6.5-2-9-.5z" />
    <path d="M12 7v12.5" />
  </Icon>
);

export const ArticlesIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 4h11a2 2 0 0 1 2 2v12a2 2 0 0 0 2 2H7a2 2 0 0 1-2-2z" />
    <path d="M18 9h2v9a2 2 0 0 1-2 2M8.5 8h6M8.5 11.5h6M8.5 15h4" />
  </Icon>
);

export const FinToolsIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M8.5 7h7M8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01M8.5 15h.01M12 15h.01M15.5 15h.01M8.5 18h.01M12 18h.01M15.5 18h.01" />
  </Icon>
);

export const MoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5.5 12h.01M12 12h.01M18.5 12h.01" strokeWidth={3} />
  </Icon>
);
