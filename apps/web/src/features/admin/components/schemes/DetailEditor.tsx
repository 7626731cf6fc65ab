import type { BankProductEdit } from "@arthshala/contracts/schemes";
import { useId, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { controlClasses, textareaClasses } from "../../../../components/form/fields";
import { SchemeDetail } from "../../../../components/schemes/SchemeDetail";
import { Button } from "../../../../components/ui/Button";
import { PlusIcon, TrashIcon } from "../adminIcons";
import {
  type DetailShape,
  firstDetailError,
  fromLines,
  fromPairs,
  linesOf,
  type PairRow,
  pairsOf,
  shapeOf,
} from "./detailShape";

export type DetailField = "know_before" | "features" | "eligibility" | "fees_and_charges";

interface DetailEditorProps {
  name: DetailField;
  label: string;
  /** Said when the product's page has no tab for this field. */
  note?: string;
}

/**
 * One of a product's four details, edited in the shape it has: a list (one point a line) or label/value
 * rows (an object of label to text stays an object). An empty one can start as either. Beside it, a
 * plain preview as the public page shows it (text only, never Markdown).
 */
export function DetailEditor({ name, label, note }: DetailEditorProps) {
  const id = useId();
  const { control } = useFormContext<BankProductEdit>();
  const { field, fieldState } = useController({ control, name });
  const [shape, setShape] = useState<DetailShape | null>(() => shapeOf(field.value));
  const [text, setText] = useState(() => linesOf(field.value));
  const [rows, setRows] = useState<PairRow[]>(() => pairsOf(field.value));
  const [nextKey, setNextKey] = useState(() => rows.length);
  const error = firstDetailError(fieldState.error, shape);

  const changeRows = (next: PairRow[]) => {
    setRows(next);
    field.onChange(fromPairs(next, shape === "object" ? "object" : "pairs"));
  };
  const addRow = () => {
    setNextKey(nextKey + 1);
    changeRows([...rows, { key: nextKey, label: "", value: "" }]);
  };
  const start = (as: DetailShape) => {
    setShape(as);
    if (as !== "lines") {
      setNextKey(nextKey + 1);
      setRows([{ key: nextKey, label: "", value: "" }]);
    }
  };

  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="rounded-xl border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {label}
        {note ? <span className="font-normal text-slate-600"> ({note})</span> : null}
      </legend>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0">
          {shape === null ? (
            <div className="flex flex-wrap items-center gap-2">
              <p className="w-full text-sm text-slate-600">Nothing here yet.</p>
              <Button variant="secondary" size="sm" onClick={() => start("lines")}>
                Start a list
              </Button>
              <Button variant="secondary" size="sm" onClick={() => start("pairs")}>
                Start label and value rows
              </Button>
            </div>
          ) : shape === "lines" ? (
            <>
              <label htmlFor={`${id}-lines`} className="mb-1.5 block text-sm text-slate-700">
                One point a line (up to 20 lines of 600 characters)
              </label>
              <textarea
                id={`${id}-lines`}
                rows={7}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  field.onChange(fromLines(event.target.value));
                }}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                className={textareaClasses}
              />
            </>
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-slate-700">
                Label and text rows{shape === "object" ? " (each label once)" : ""}, up to 20.
              </p>
              {rows.map((row, index) => (
                <div key={row.key} className="space-y-2 rounded-lg bg-slate-50 p-3">
                  <div className="flex items-end gap-2">
                    <div className="min-w-0 flex-1">
                      <label
                        htmlFor={`${id}-label-${row.key}`}
                        className="mb-1 block text-xs font-semibold text-slate-700"
                      >
                        Label {index + 1}
                      </label>
                      <input
                        id={`${id}-label-${row.key}`}
                        value={row.label}
                        onChange={(event) =>
                          changeRows(
                            rows.map((r) => (r.key === row.key ? { ...r, label: event.target.value } : r)),
                          )
                        }
                        className={controlClasses}
                      />
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove row ${index + 1}`}
                      onClick={() => changeRows(rows.filter((r) => r.key !== row.key))}
                      className="h-11"
                    >
                      <TrashIcon className="size-4" />
                    </Button>
                  </div>
                  <label
                    htmlFor={`${id}-value-${row.key}`}
                    className="mb-1 block text-xs font-semibold text-slate-700"
                  >
                    Text {index + 1}
                  </label>
                  <textarea
                    id={`${id}-value-${row.key}`}
                    rows={2}
                    value={row.value}
                    onChange={(event) =>
                      changeRows(
                        rows.map((r) => (r.key === row.key ? { ...r, value: event.target.value } : r)),
                      )
                    }
                    className={`${textareaClasses} min-h-16`}
                  />
                </div>
              ))}
              <Button variant="secondary" size="sm" onClick={addRow} disabled={rows.length >= 20}>
                <PlusIcon className="size-4" />
                Add a row
              </Button>
            </div>
          )}
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="min-w-0">
          <p className="mb-1.5 text-sm font-semibold text-slate-700">Preview</p>
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-3 text-sm">
            <SchemeDetail detail={field.value} empty="Empty: the page says nothing is listed here." />
          </div>
        </div>
      </div>
    </fieldset>
  );
}
