import { CSV_TEXT_MAX } from "@arthshala/contracts/tracker";
import { useId, useState } from "react";
import { FileField } from "../../../../components/form/fields";
import { Button } from "../../../../components/ui/Button";
import { FormMessage } from "../../../../components/ui/FormMessage";
import { Modal } from "../../../../components/ui/Modal";
import { Spinner } from "../../../../components/ui/Spinner";
import { errorMessage } from "../../../../lib/api";
import { type ColumnMappingInput, type ImportParse, type ImportPreview, previewImport } from "../../api";
import { MappingStep } from "./MappingStep";
import { ReviewStep } from "./ReviewStep";

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
  | { kind: "done"; saved: number; skipped: number };

const titles: Record<Step["kind"], string> = {
  file: "Import a statement",
  mapping: "Import a statement: columns",
  review: "Import a statement: review",
  done: "Import a statement",
};

const TOO_LARGE = "That file is too large (2 MB at most).";

/**
 * A bank statement CSV, in three steps: choose the file (read here in the browser), say which column
 * is what, review the transactions. Nothing is stored until Save; rows imported before are skipped.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: "file" });
  const close = () => {
    setStep({ kind: "file" });
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={titles[step.kind]} className="sm:max-w-3xl">
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
          onSaved={({ saved, skipped }) => setStep({ kind: "done", saved, skipped })}
        />
      ) : (
        <div className="space-y-5">
          <FormMessage kind="success">
            {`Saved ${step.saved} ${step.saved === 1 ? "transaction" : "transactions"} (${step.skipped} skipped)`}
          </FormMessage>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setStep({ kind: "file" })}>
              Import another file
            </Button>
            <Button onClick={close}>Done</Button>
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
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const read = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    if (file.size > CSV_TEXT_MAX) {
      setError(TOO_LARGE);
      return;
    }
    setBusy(true);
    try {
      // Read here: only the text goes to the server, which parses it and keeps nothing.
      const csv = await file.text();
      if (csv.length > CSV_TEXT_MAX) throw new RangeError(TOO_LARGE);
      if (csv.trim() === "") throw new RangeError("The file is empty.");
      onPreview(csv, file.name, await previewImport(csv));
    } catch (failure) {
      setError(failure instanceof RangeError ? failure.message : errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Download your account statement as CSV from your bank's website (or save the Excel file as CSV), then
        choose it here. SBI, HDFC Bank, ICICI Bank and Kotak statements are recognised by themselves.
      </p>
      <FileField
        id={id}
        label="Statement file (.csv)"
        accept=".csv,text/csv"
        hint="Up to 2 MB. Nothing is saved until you review the transactions."
        error={error}
        disabled={busy}
        onChange={(event) => void read(event.target.files?.[0])}
      />
      {busy ? <Spinner label="Reading the file" /> : null}
    </div>
  );
}
