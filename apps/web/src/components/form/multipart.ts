/** What a multipart field can be given as. */
export type MultipartValue = string | number | boolean | File | null | undefined | readonly string[];

/**
 * A multipart body from a form's values: numbers and booleans as text, null as "", a list as
 * name[0], name[1], ... (the API reads those as one list), and nothing for undefined.
 */
export function toFormData(fields: Record<string, MultipartValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof File) form.set(name, value);
    else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) form.set(`${name}[${i}]`, item);
    } else form.set(name, value === null ? "" : String(value));
  }
  return form;
}
