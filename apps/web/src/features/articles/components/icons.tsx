/** The reader's and list's icons: the shared arrows a size smaller unless the caller says otherwise, and sharing's. */
import {
  Icon,
  type IconProps,
  ArrowLeftIcon as Left,
  ArrowRightIcon as Right,
} from "../../../components/ui/icons";

export const ArrowLeftIcon = (props: IconProps) => <Left className="size-5" {...props} />;
export const ArrowRightIcon = (props: IconProps) => <Right className="size-5" {...props} />;

export const ShareIcon = (props: IconProps) => (
  <Icon className="size-5" {...props}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 13.3 7.6 4.4M15.8 6.3l-7.6 4.4" />
  </Icon>
);

export const LinkIcon = (props: IconProps) => (
  <Icon className="size-5" {...props}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2" />
  </Icon>
);
