/**
 * The `lang` of a name someone typed (the operator, its grievance officer): "en" when it is written in
 * Latin letters only, so a Hindi page marks it as English (WCAG 3.1.2, language of parts: a screen reader
 * reads it with an English voice); none when it has Devanagari, which is the page's own.
 */
export function nameLang(name: string): "en" | undefined {
  return /[A-Za-z]/.test(name) && !/[\u0900-\u097F]/u.test(name) ? "en" : undefined;
}
