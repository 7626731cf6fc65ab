/**
 * Releases the controls the server held until the app runs them (buttons disabled, fields read-only:
 * holdForms in the API's features/seo/app-render.ts). Called once React has hydrated the page: a
 * control inside a Suspense boundary React hydrates a moment later still works, as React hydrates that
 * boundary first when it is pressed and then replays the press.
 */
export function releaseHeld(scope: ParentNode): void {
  for (const held of scope.querySelectorAll("[data-until-app]")) {
    held.removeAttribute("disabled");
    held.removeAttribute("readonly");
    held.removeAttribute("data-until-app");
  }
}
