import { AUTH_CHANNEL, type AuthPopupMessage } from "@arthshala/contracts/auth-client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import toast from "react-hot-toast/headless";
import { useNavigate } from "react-router";
import { isAuthPopupMessage, takeAwaitingPopup } from "../popup";
import { meQueryKey } from "../session";

/**
 * Listens for the sign-in popup's answer: postMessage from the popup, and a BroadcastChannel
 * for when the identity provider's Cross-Origin-Opener-Policy cut the popup off from its opener.
 */
export function AuthPopupListener() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const handle = (message: AuthPopupMessage) => {
      // Both routes usually deliver the same answer; only the first one acts.
      const goTo = takeAwaitingPopup();
      if (message.type === "arthshala:signed-in") {
        void queryClient.refetchQueries({ queryKey: meQueryKey }).then(() => {
          if (goTo) navigate(goTo);
        });
      } else if (goTo) {
        toast.error(message.message, { id: "sign-in-failed" });
      }
    };

    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isAuthPopupMessage(event.data)) return;
      handle(event.data);
    };
    window.addEventListener("message", onWindowMessage);

    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(AUTH_CHANNEL);
    const onChannelMessage = (event: MessageEvent) => {
      if (isAuthPopupMessage(event.data)) handle(event.data);
    };
    channel?.addEventListener("message", onChannelMessage);

    return () => {
      window.removeEventListener("message", onWindowMessage);
      channel?.removeEventListener("message", onChannelMessage);
      channel?.close();
    };
  }, [queryClient, navigate]);

  return null;
}
