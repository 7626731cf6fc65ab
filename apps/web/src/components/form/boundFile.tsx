import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type FieldValues, type Path, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FileField, formatBytes } from "./fields";

interface FormFileProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  accept?: string;
  /** What is stored now (on edit forms); it steps aside once another file is chosen. */
  current?: ReactNode;
  className?: string;
}

/** A file picker bound by name to the surrounding form: its value is the chosen File, or null. */
export function FormFile<T extends FieldValues>({ name, current, ...labels }: FormFileProps<T>) {
  const { field, fieldState } = useController<T>({ name });
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const file = (field.value as File | null | undefined) ?? null;
  // A file input cannot be set from state: empty it when the form is reset.
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);
  const bound = {
    name: field.name,
    onBlur: field.onBlur,
    onChange: (e: ChangeEvent<HTMLInputElement>) => field.onChange(e.currentTarget.files?.[0] ?? null),
    // The form focuses the picker when its file is refused.
    ref: (element: HTMLInputElement | null) => {
      input.current = element;
      field.ref(element);
    },
  };
  return (
    <>
      <FileField
        id={id}
        {...labels}
        error={fieldState.error?.message}
        current={file ? null : current}
        {...bound}
      />
      {file ? <ChosenFile file={file} /> : null}
    </>
  );
}

/** The picked file: its name and size, and a thumbnail when it is an image the browser can show. */
function ChosenFile({ file }: { file: File }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.type.startsWith("image/") || typeof URL.createObjectURL !== "function") return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file]);
  return (
    <div className="flex items-center gap-3 text-sm text-slate-700">
      {url ? (
        <img src={url} alt="" className="size-16 shrink-0 rounded-md border border-slate-200 object-cover" />
      ) : null}
      <p>
        {t("ui.chosenFile")} <span className="font-medium break-all">{file.name}</span> (
        {formatBytes(file.size)})
      </p>
    </div>
  );
}
