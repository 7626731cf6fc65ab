import type { QueryClient } from "@tanstack/react-query";
import { forgetDrawnQueries } from "../queryClient";

/** Who is signed in and their account do not depend on the language; everything else may. */
const SAME_IN_EVERY_LANGUAGE = new Set(["auth", "account"]);

/**
 * The language changed: content comes back in the language of the request, so what is on screen is
 * asked for again. The answers the server drew the page with are in the old language too: they are
 * forgotten as drawn answers, or a part of the page that hydrates after the change (a tap on "हिंदी"
 * before the page's own boundary has hydrated, on a slow phone) would mount on them without fetching
 * and stay in English (a CPU-throttled browser test caught the landing's courses doing that).
 */
export function refetchInLanguage(client: QueryClient): Promise<void> {
  forgetDrawnQueries();
  return client.invalidateQueries({
    predicate: (query) => !SAME_IN_EVERY_LANGUAGE.has(String(query.queryKey[0])),
  });
}
