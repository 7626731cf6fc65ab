import { serverSecret } from "../../platform/auth/signing.js";
import type { Db } from "../../platform/db/client.js";
import { addressTokensSince } from "./legacy-unsubscribe.js";

/** Read once per server, on first use; a failed read is retried next time rather than remembered. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let hit: Promise<T> | undefined;
  return () => {
    hit ??= make().catch((err: unknown) => {
      hit = undefined;
      throw err;
    });
    return hit;
  };
}

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
