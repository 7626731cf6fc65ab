import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../../../components/ssr/useHydrated";
import { useMe } from "../../auth";

const AgeBandQuestion = lazy(() => import("./AgeBandQuestion").then((m) => ({ default: m.AgeBandQuestion })));

/** Pages a person must be able to read without answering first: what we ask and why, and links from mail. */
const NOT_HERE =
  /^\/(?:privacy-policy|termsofservice|about|help|contact|guardian|verify-email|reset-password|auth|unsubscribe|newsletter|admin)(?:\/|$)/;

/**
 * The age band question (AgeBandQuestion) for a signed-in account that has none, on its first page
 * after the app has taken over (it is this learner's alone: never in a drawn page, which may be kept).
 */
export function AgeBandArrival() {
  const { user } = useMe();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated || !user || user.age_band !== null || NOT_HERE.test(pathname)) return null;
  return (
    <Suspense>
      <AgeBandQuestion />
    </Suspense>
  );
}
