/** The English namespaces' shapes, for typed keys (type-only: nothing here reaches the bundle). */
import type common from "./locales/en/common";
import type landing from "./locales/en/landing";

export interface Resources {
  common: typeof common;
  landing: typeof landing;
}
