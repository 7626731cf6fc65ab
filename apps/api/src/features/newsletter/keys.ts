import { serverSecret } from "../../platform/auth/signing.js";
import type { Db } from "../../platform/db/client.js";
import { once } from "../../platform/once.js";
import { addressTokensSince } from "./legacy-unsubscribe.js";

export interface NewsletterKeys {
  unsubscribe(): Promise<string>;
  /** Its own key: a leaked or weak unsubscribe key must not let anyone confirm an address. */
  confirm(): Promise<string>;
  addressTokensSince(): Promise<Date>;
}

export function newsletterKeys(db: Db): NewsletterKeys {
  return {
    unsubscribe: once(() => serverSecret(db, "newsletter-unsubscribe")),
    confirm: once(() => serverSecret(db, "newsletter-confirm")),
    addressTokensSince: once(() => addressTokensSince(db)),
  };
}
