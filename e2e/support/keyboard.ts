import { expect, type Locator, type Page } from "@playwright/test";

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached with ${max} presses of ${backwards ? "Shift+Tab" : "Tab"}`).toBeFocused();
}

const focusInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/**
 * Where the focus is: in the dialog, out of the document (the browser's own controls: a modal
 * `<dialog>` lets Tab go on past its last control to them, as the platform does), or on the page behind,
 * which the modal dialog makes inert and must never happen.
 */
const focusPlace = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const active = document.activeElement;
    if (active && element.contains(active)) return "dialog";
    return active === null || active === document.body || !document.hasFocus() ? "browser" : "behind";
  });

/**
 * A modal dialog as the brief asks (Step 9): opened from `opener` with Enter, it takes the focus, keeps
 * it from the page behind through more Tabs and Shift+Tabs than it has stops (each round comes back
 * into the dialog), closes on Escape and gives the focus back.
 */
export async function expectModalKeyboard(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog), "focus moved into the dialog").toBe(true);
  for (const key of ["Tab", "Shift+Tab"]) {
    let inside = 0;
    for (let presses = 0; presses < 25; presses++) {
      await page.keyboard.press(key);
      const place = await focusPlace(dialog);
      expect(place, `focus never on the page behind, after ${presses + 1} × ${key}`).not.toBe("behind");
      if (place === "dialog") inside += 1;
    }
    expect(inside, `focus comes back into the dialog with ${key}`).toBeGreaterThan(12);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
