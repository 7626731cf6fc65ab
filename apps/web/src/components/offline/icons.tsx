import { Icon, type IconProps } from "../ui/icons";

/** A cloud struck through: no connection. */
export const CloudOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7.5 18.5h9.8a3.7 3.7 0 0 0 1.3-7.2A6 6 0 0 0 8.3 7.6" />
    <path d="M5.6 9.3A4.6 4.6 0 0 0 7 18.5" />
    <path d="M3 3l18 18" />
  </Icon>
);

/** An arrow down onto a line: save to this device. */
export const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4v11" />
    <path d="M7.5 10.5 12 15l4.5-4.5" />
    <path d="M5 19h14" />
  </Icon>
);

export const SavedIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m8.5 12.2 2.4 2.4 4.6-5" />
  </Icon>
);
