import { options, type VNode } from "preact";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * A form's starting values in the page the server draws. react-hook-form writes them into its fields
 * from a ref, which never runs on the server, so a drawn form would show empty fields (a learner's own
 * name, an unchecked language) until the app took over. On the server, register also hands each field
 * its value under this key, and drawFormValues turns it into the field's value or checked state.
 *
 * In the browser, the takeover renders over those fields. Preact would clear a value or checked state
 * its own props do not name, unless they name defaultValue / defaultChecked; react-hook-form's ref would
 * then take the cleared field for one the visitor had emptied before the app ran (it keeps such edits).
 * So register names both there, as undefined: the drawn state stays, and the ref finds it untouched.
 */
export const DRAWN = "data-drawn-value";

const adapted = new WeakSet<object>();

/** The form, its register adapted to drawn pages (above) on the server and in the browser alike. */
export function withDrawnValues<T extends FieldValues, C, R extends FieldValues>(
  form: UseFormReturn<T, C, R>,
): UseFormReturn<T, C, R> {
  // useForm returns one object for the form's life and sets register once: adapt it once, in place,
  // so the form keeps its identity (effects that depend on it) and its live formState.
  if (adapted.has(form)) return form;
  adapted.add(form);
  const register = form.register;
  form.register = (name, rules) => {
    const props = register(name, rules);
    return (import.meta.env.SSR
      ? { ...props, [DRAWN]: form.getValues(name) }
      : { ...props, defaultValue: undefined, defaultChecked: undefined }) as unknown as typeof props;
  };
  return form;
}

type Props = Record<string, unknown>;

/** The drawn value of a field of this tag and props, given its form's value. */
export function drawnProps(tag: string, props: Props, value: unknown): Props {
  if (tag === "input" && (props.type === "radio" || props.type === "checkbox")) {
    const own = props.value === undefined ? "on" : String(props.value);
    const checked = Array.isArray(value)
      ? value.map(String).includes(own)
      : typeof value === "boolean"
        ? value
        : value !== undefined && value !== null && String(value) === own;
    return { checked };
  }
  // A file can't be given; a select's pick is drawn as its option's `selected`, which the takeover
  // clears (Preact has no default for it) and react-hook-form would then read as the visitor's edit.
  if (tag === "select" || (tag === "input" && props.type === "file")) return {};
  if (value === undefined || value === null) return {};
  return { value: Array.isArray(value) ? value.map(String) : String(value) };
}

/** Server only, once per process: every drawn field with a starting value shows it. */
export function drawFormValues(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const { type } = vnode;
    const props = vnode.props as Props | null;
    if (typeof type === "string" && props && DRAWN in props) {
      const value = props[DRAWN];
      delete props[DRAWN];
      Object.assign(props, drawnProps(type, props, value));
    }
    previous?.(vnode);
  };
}
