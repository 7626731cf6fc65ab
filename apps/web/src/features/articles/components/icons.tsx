/** The reader's and list's arrows: the shared ones, a size smaller unless the caller says otherwise. */
import { type IconProps, ArrowLeftIcon as Left, ArrowRightIcon as Right } from "../../../components/ui/icons";

export const ArrowLeftIcon = (props: IconProps) => <Left className="size-5" {...props} />;
export const ArrowRightIcon = (props: IconProps) => <Right className="size-5" {...props} />;
