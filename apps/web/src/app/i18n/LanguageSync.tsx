import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useMe } from "../../features/auth";
import { changeLanguage, i18n, uiLanguage } from "../../lib/i18n";
import { refetchInLanguage } from "./refetchInLanguage";

/**
 * Keeps the interface in the signed-in learner's saved language (it wins over the device's and the
 * browser's), and asks the server again for what is on screen whenever the language changes: content
 * comes back in the language of the request.
 */
export function LanguageSync() {
  const { user } = useMe();
  const client = useQueryClient();
  const saved = user?.language ?? null;

  useEffect(() => {
    if (saved && saved !== uiLanguage()) void changeLanguage(saved);
  }, [saved]);

  useEffect(() => {
    const refetch = () => void refetchInLanguage(client);
    i18n.on("languageChanged", refetch);
    return () => i18n.off("languageChanged", refetch);
  }, [client]);

  return null;
}
