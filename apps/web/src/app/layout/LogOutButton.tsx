import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/Button";
import { LogOutIcon } from "../../components/ui/icons";
import { signOut, useMe } from "../../features/auth";
import { errorMessage } from "../../lib/api";

export function LogOutButton({ block, className }: { block?: boolean; className?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useMe();
  const [pending, setPending] = useState(false);

  const logOut = async () => {
    setPending(true);
    try {
      // Work done offline reaches the server first: logging out forgets everything on the device.
      const { deliverBeforeSignOut } = await import("../../features/offline/sync");
      await deliverBeforeSignOut(queryClient, user?.sub);
      await signOut(queryClient); // reloads the page on success
    } catch (error) {
      setPending(false);
      toast.error(errorMessage(error));
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      block={block}
      className={className}
      disabled={pending}
      onClick={logOut}
    >
      <LogOutIcon className="size-4" />
      {pending ? t("account.loggingOut") : t("account.logOut")}
    </Button>
  );
}
