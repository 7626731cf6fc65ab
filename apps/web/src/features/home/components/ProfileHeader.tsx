import type { Me } from "@arthshala/contracts/auth";
import { useState } from "react";
import fallbackAvatar from "../assets/avatar.svg";

/**
 * Profile picture and the learner's name. The CSP loads images from this site only, so a picture on
 * another host (an identity provider's) is not requested at all: the drawn avatar stands in for it, as
 * it does when there is no picture or it fails to load.
 */
export function ProfileHeader({ user }: { user: Me }) {
  const [failed, setFailed] = useState(false);
  const picture = user.picture;
  const ownSite = picture?.startsWith("/") && !picture.startsWith("//");
  const src = picture && ownSite && !failed ? picture : fallbackAvatar;
  return (
    <div className="flex items-center gap-4">
      <img
        src={src}
        alt={user.name}
        width={64}
        height={64}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="size-16 shrink-0 rounded-full border-2 border-white bg-brand-50 object-cover shadow-md ring-2 ring-brand-200"
      />
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">Welcome back,</p>
        <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{user.name}</h1>
      </div>
    </div>
  );
}
