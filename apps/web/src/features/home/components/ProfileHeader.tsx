import type { Me } from "@arthshala/contracts/auth";
import { useState } from "react";
import fallbackAvatar from "../assets/avatar.svg";

/** Profile picture (the drawn avatar when there is none or it fails to load) and the learner's name. */
export function ProfileHeader({ user }: { user: Me }) {
  const [failed, setFailed] = useState(false);
  const src = user.picture && !failed ? user.picture : fallbackAvatar;
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
