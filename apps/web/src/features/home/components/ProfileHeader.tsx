import type { Me } from "@arthshala/contracts/auth";
import type { HomeData } from "@arthshala/contracts/home";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import fallbackAvatar from "../../../assets/avatar.svg";
import { Skeleton } from "../../../components/ui/Skeleton";

type Greeting = HomeData["userData"]["greeting"];

interface ProfileHeaderProps {
  user: Me;
  /** Unknown while the home data loads: a placeholder of the same height holds its place. */
  greeting: Greeting | undefined;
  /** The pills beside (wide) or under (narrow) the name. */
  children?: ReactNode;
}

/**
 * Profile picture, greeting and the learner's name. The CSP loads images from this site only, so a
 * picture on another host (an identity provider's) is not requested at all: the drawn avatar stands in
 * for it, as it does when there is no picture or it fails to load.
 */
export function ProfileHeader({ user, greeting, children }: ProfileHeaderProps) {
  const { t } = useTranslation("home");
  const [failed, setFailed] = useState(false);
  const picture = user.picture;
  const ownSite = picture?.startsWith("/") && !picture.startsWith("//");
  const src = picture && ownSite && !failed ? picture : fallbackAvatar;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div className="flex min-w-0 items-center gap-3 sm:gap-4">
        <img
          src={src}
          alt={user.name}
          width={64}
          height={64}
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
          className="size-12 shrink-0 rounded-full sm:size-16 border-2 border-white bg-brand-50 object-cover shadow-md ring-2 ring-brand-200"
        />
        <div className="min-w-0">
          {greeting ? (
            <p className="h-5 text-sm font-medium text-slate-600">
              {
                // "Welcome," before the learner's first active day, "Welcome back," afterwards.
                greeting === "new" ? t("greeting.new") : t("greeting.back")
              }
            </p>
          ) : (
            <Skeleton className="my-0.5 h-4 w-24" />
          )}
          <h1 className="truncate text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {user.name}
          </h1>
        </div>
      </div>
      {children}
    </div>
  );
}
