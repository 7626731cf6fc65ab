import { z } from "zod";
import { multiLineText, singleLineText } from "./text.js";

/**
 * Building blocks of the form schemas the server and the web share. A field arrives as multipart text
 * on the server and from a control on the web (a number input gives a number, or null while empty).
 */

/** A one-line field that must not be empty once trimmed. */
export const requiredLine = (message: string, max: number) =>
  singleLineText({ message }).trim().min(1, { message }).max(max);

/** A multi-line field (Markdown, descriptions) that must not be empty once trimmed. */
export const requiredText = (message: string, max: number) =>
  multiLineText({ message }).trim().min(1, { message }).max(max);

/** An optional field: empty, null or left out means none (null). */
export const optionalLine = (max: number) =>
  singleLineText()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const optionalText = (max: number) =>
  multiLineText()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** A checkbox: true from the web, "true" or "on" from a multipart form; left out, it is false. */
export const formFlag = () =>
  z
    .union([z.boolean(), z.enum(["true", "false", "on", ""])])
    .optional()
    .transform((v) => v === true || v === "true" || v === "on");

interface WholeNumberRule {
  min: number;
  max: number;
  /** Said for an empty field. Without it an empty field is allowed and takes `fallback`. */
  required?: string;
  /** Said for anything that is not a whole number from `min` up. */
  invalid: string;
  tooBig: string;
  /** The value of a field left out of the request (and of an empty one when nothing is `required`). */
  fallback?: number;
}

/** A whole number typed into a form: "12" from a multipart body, 12 or null from a number input. */
export function wholeNumber(rule: WholeNumberRule) {
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx): number => {
      // `continue`: the form's other rules still run, so every problem is told at once.
      const refuse = (message: string) => {
        ctx.addIssue({ code: "custom", message, continue: true });
        return z.NEVER;
      };
      const text = value === undefined || value === null ? "" : String(value).trim();
      if (!text) {
        if (rule.fallback !== undefined && (value === undefined || !rule.required)) return rule.fallback;
        return refuse(rule.required ?? rule.invalid);
      }
      const n = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < rule.min) return refuse(rule.invalid);
      if (n > rule.max) return refuse(rule.tooBig);
      return n;
    });
}
