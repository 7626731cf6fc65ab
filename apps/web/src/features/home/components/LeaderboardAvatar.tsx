import { Avatar, isOwnPicture } from "../../../components/ui/Avatar";
import { cx } from "../../../lib/cx";

/** Soft colours for drawn initials, picked by the handle: two "Asha J." most often differ here too. */
const TONES = [
  "bg-amber-100 text-amber-900",
  "bg-sky-100 text-sky-900",
  "bg-emerald-100 text-emerald-900",
  "bg-rose-100 text-rose-900",
  "bg-violet-100 text-violet-900",
  "bg-teal-100 text-teal-900",
  "bg-orange-100 text-orange-900",
  "bg-indigo-100 text-indigo-900",
] as const;

function toneOf(handle: string): string {
  let hash = 0;
  for (const char of handle) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TONES[hash % TONES.length]!;
}

/** "AJ" from "Asha J.", "L" from "Learner #12", "शि" stays one letter: the first of each of two words. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => [...w.replace(/[^\p{L}\p{M}]/gu, "")][0] ?? "")
    .join("")
    .toUpperCase();
}

interface LeaderboardAvatarProps {
  name: string;
  handle: string;
  picture: string | null;
}

/**
 * A learner's face on the board: their uploaded picture, else their initials on a colour of their
 * handle's. Decorative: the name and handle beside it say who it is.
 */
export function LeaderboardAvatar({ name, handle, picture }: LeaderboardAvatarProps) {
  if (isOwnPicture(picture)) {
    return <Avatar picture={picture} alt="" className="size-8 sm:size-9" />;
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar"
      className={cx(
        "grid size-8 shrink-0 place-items-center rounded-full text-xs font-bold select-none sm:size-9 sm:text-sm",
        toneOf(handle || name),
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
