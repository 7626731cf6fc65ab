/**
 * A field's starting value as React's own defaultValue / defaultChecked. react-hook-form writes a
 * field's value from its ref, which never runs on the server, so a drawn form would show empty fields
 * (a learner's own name, an unchecked language) until the app ran. With these, React writes the form's
 * values into the server's HTML, and hydrating keeps them (React never resets an uncontrolled field).
 * Fields pass them beside `register(name)`: `defaultValue={startingValue(getValues(name))}`.
 */

/** A text field's, a select's or a textarea's starting value. */
export function startingValue(value: unknown): string | string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "object" ? undefined : String(value);
}

/** Whether a checkbox or radio whose own value is `own` ("on" when it has none) starts checked. */
export function startingChecked(value: unknown, own = "on"): boolean {
  if (Array.isArray(value)) return value.map(String).includes(own);
  if (typeof value === "boolean") return value;
  return value !== undefined && value !== null && String(value) === own;
}
