/**
 * The controls the server held until the app runs them (buttons disabled, fields read-only: holdForms in
 * the API's features/seo/app-render.ts), and when each is released.
 *
 * Most of the page hydrates with the root: main.tsx releases those controls once React has committed it.
 * A part whose code comes later (a `lazy` panel in its own Suspense boundary) hydrates only when that code
 * has arrived, and a press on it before then is lost: React can hydrate a boundary at once when it is
 * pressed, but not one still waiting for its code. Such a part sits in a HeldScope (HeldScope.tsx), and
 * its controls stay held until that scope itself has hydrated.
 */
export const HELD_SCOPE_ATTRIBUTE = "data-held-scope";

/**
 * Releases the held controls that belong to `scope`: those whose nearest held scope is `scope` itself, or,
 * for the root (`scope` not a held scope), those inside no held scope at all.
 */
export function releaseHeld(scope: Element): void {
  const own = scope.hasAttribute(HELD_SCOPE_ATTRIBUTE) ? scope : null;
  for (const held of scope.querySelectorAll("[data-until-app]")) {
    if (held.parentElement?.closest(`[${HELD_SCOPE_ATTRIBUTE}]`) !== own) continue;
    held.removeAttribute("disabled");
    held.removeAttribute("readonly");
    held.removeAttribute("data-until-app");
  }
}
