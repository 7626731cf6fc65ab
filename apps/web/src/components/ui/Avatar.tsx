import { useState } from "react";
import fallbackAvatar from "../../assets/avatar.svg";
import { cx } from "../../lib/cx";

/** True for a picture this site serves (an upload): the CSP loads no images from other hosts. */
export const isOwnPicture = (picture: string | null | undefined): picture is string =>
  Boolean(picture?.startsWith("/") && !picture.startsWith("//"));

interface AvatarProps {
  picture: string | null | undefined;
  /** The person's name: the image's text alternative (empty when a visible name sits beside it). */
  alt: string;
  className?: string;
}

/** A round profile picture; the drawn avatar when there is none, it is elsewhere, or it fails to load. */
export function Avatar({ picture, alt, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = isOwnPicture(picture) && failed !== picture ? picture : fallbackAvatar;
  return (
    <img
      src={src}
      alt={alt}
      referrerPolicy="no-referrer"
      onError={() => setFailed(picture ?? null)}
      className={cx("shrink-0 rounded-full bg-brand-50 object-cover", className)}
    />
  );
}
