/**
 * The newsletter links' answers (apps/api newsletter link-routes) come in the language api() asked for;
 * an English one (asked before the language changed) is said here in the interface's language.
 * Anything else the server says, Hindi included, is shown as it came.
 */
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import en from "../../lib/i18n/locales/en/newsletter";

type NewsletterT = TFunction<"newsletter">;
type Answer = keyof typeof en.server;

const KNOWN = new Map<string, Answer>(
  (Object.entries(en.server) as Array<[Answer, string]>)
    .filter(([, text]) => !text.includes("{{"))
    .map(([answer, text]) => [text, answer]),
);

/** The answers that name the address: each English text as a pattern, the address caught. */
const WITH_ADDRESS = (["confirmed", "alreadyConfirmed", "addressChanged"] as const).map((answer) => {
  const [before, after] = en.server[answer].split("{{address}}") as [string, string];
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return { answer, pattern: new RegExp(`^${literal(before)}(.+?)${literal(after)}$`) };
});

export function translateNewsletterMessage(t: NewsletterT, message: string): string {
  const known = KNOWN.get(message);
  if (known) return t(`server.${known}` as "server.unsubscribed");
  for (const { answer, pattern } of WITH_ADDRESS) {
    const match = pattern.exec(message);
    if (match) return t(`server.${answer}`, { address: match[1] ?? "" });
  }
  return message;
}

/** `say(message)`: a newsletter link's answer in the interface's language. */
export function useNewsletterMessage(): (message: string) => string {
  const { t } = useTranslation("newsletter");
  return useCallback((message) => translateNewsletterMessage(t, message), [t]);
}
