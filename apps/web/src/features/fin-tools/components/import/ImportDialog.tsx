import { CSV_TEXT_MAX } from "@arthshala/contracts/tracker";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FileField } from "../../../../components/form/fields";
import { Button } from "../../../../components/ui/Button";
import { FormMessage } from "../../../../components/ui/FormMessage";
import { Modal } from "../../../../components/ui/Modal";
import { Spinner } from "../../../../components/ui/Spinner";
import { errorMessage } from "../../../../lib/api";
import { type ColumnMappingInput, type ImportParse, type ImportPreview, previewImport } from "../../api";
import { trackerMessage } from "../../messages";
import { FilingRules } from "../FilingRules";
import { AlwaysFileOffers } from "./AlwaysFileOffers";
import { MappingStep } from "./MappingStep";
import { type ChangedPayee, ReviewStep } from "./ReviewStep";

type Step =
  | { kind: "file" }
  | {
      kind: "mapping";
      csv: string;
      fileName: string;
      preview: ImportPreview;
      last: ColumnMappingInput | null;
    }
  | {
      kind: "review";
      csv: string;
      fileName: string;
      preview: ImportPreview;
      mapping: ColumnMappingInput;
      parsed: ImportParse;
    }
  | { kind: "done"; saved: number; skipped: number; changed: ChangedPayee[] };

const titles = {
  file: "import.title",
  mapping: "import.titleColumns",
  review: "import.titleReview",
  done: "import.title",
} as const satisfies Record<Step["kind"], string>;

/**
 * A bank statement CSV, in three steps: choose the file (read here in the browser), say which column
 * is what, review the transactions. Nothing is stored until Save; rows imported before are skipped.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("tracker");
  const [step, setStep] = useState<Step>({ kind: "file" });
  const close = () => {
    setStep({ kind: "file" });
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={t(titles[step.kind])} className="sm:max-w-3xl">
      {step.kind === "file" ? (
        <FileStep
          onPreview={(csv, fileName, preview) =>
            setStep({ kind: "mapping", csv, fileName, preview, last: null })
          }
        />
      ) : step.kind === "mapping" ? (
        <MappingStep
          csv={step.csv}
          fileName={step.fileName}
          preview={step.preview}
          last={step.last}
          onBack={() => setStep({ kind: "file" })}
          onParsed={(mapping, parsed) => setStep({ ...step, kind: "review", mapping, parsed })}
        />
      ) : step.kind === "review" ? (
        <ReviewStep
          mapping={step.mapping}
          parsed={step.parsed}
          onBack={() => setStep({ ...step, kind: "mapping", last: step.mapping })}
          onSaved={({ saved, skipped, changed }) => setStep({ kind: "done", saved, skipped, changed })}
        />
      ) : (
        <div className="space-y-5">
          <FormMessage kind="success">
            {t("import.saved", { count: step.saved, skipped: step.skipped })}
          </FormMessage>
          <AlwaysFileOffers changed={step.changed} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setStep({ kind: "file" })}>
              {t("import.another")}
            </Button>
            <Button onClick={close}>{t("import.done")}</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

function FileStep({
  onPreview,
}: {
  onPreview: (csv: string, fileName: string, preview: ImportPreview) => void;
}) {
  const { t } = useTranslation("tracker");
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const read = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    if (file.size > CSV_TEXT_MAX) {
      setError(t("errors.fileTooLarge"));
      return;
    }
    setBusy(true);
    try {
      // Read here: only the text goes to the server, which parses it and keeps nothing.
      const csv = await file.text();
      if (csv.length > CSV_TEXT_MAX) throw new RangeError(t("errors.fileTooLarge"));
      if (csv.trim() === "") throw new RangeError(t("errors.fileEmpty"));
      onPreview(csv, file.name, await previewImport(csv));
    } catch (failure) {
      setError(failure instanceof RangeError ? failure.message : trackerMessage(errorMessage(failure)));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t("import.intro")}</p>
      <FileField
        id={id}
        label={t("import.file")}
        accept=".csv,text/csv"
        hint={t("import.fileHint")}
        error={error}
        disabled={busy}
        onChange={(event) => void read(event.target.files?.[0])}
      />
      {busy ? <Spinner label={t("import.readingFile")} /> : null}
      <FilingRules />
    </div>
  );
}
