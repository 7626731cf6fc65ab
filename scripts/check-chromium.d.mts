/** Types for check-chromium.mjs, which the Playwright config imports. */
export function findChromium(): string | undefined;
