import type { FormulaSymbol, Phrase } from "@arthshala/contracts/calculators";
import { useTranslation } from "react-i18next";
import { useSay } from "../say";

/**
 * A sum's formula as contracts write it, "M = Σ … , adding up k = 1 to n": the expression (maths, the
 * same in every language) and the range its words name, for the interface to say in its own language.
 */
export function sumOf(
  formula: string,
): { expression: string; index: string; from: string; to: string } | null {
  const match = /^(.*), adding up (\w+) = (\w+) to (\w+)$/.exec(formula);
  if (!match) return null;
  const [, expression = "", index = "", from = "", to = ""] = match;
  return { expression, index, from, to };
}

/** How the result was worked out: the formula, what each symbol means (with this calculation's value), the notes. */
export function FormulaPanel({
  formula,
  symbols,
  notes,
}: {
  formula: string;
  symbols: FormulaSymbol[];
  notes: Phrase[];
}) {
  const { t } = useTranslation("calculators");
  const { say, param } = useSay();
  const sum = sumOf(formula);
  return (
    <section
      aria-labelledby="formula-heading"
      className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="formula-heading" className="text-lg font-bold text-slate-900">
        {t("formula.heading")}
      </h2>
      <p className="mt-3 rounded-xl break-words bg-slate-900 px-4 py-3 text-sm text-white sm:text-base">
        <span className="font-mono">{sum ? `${sum.expression},` : formula}</span>
        {/* The words in the interface's own font: a monospace font may have no Devanagari. */}
        {sum ? <> {t("formula.sumOver", { index: sum.index, from: sum.from, to: sum.to })}</> : null}
      </p>
      <h3 className="mt-5 text-sm font-bold text-slate-900">{t("formula.symbols")}</h3>
      <dl className="mt-2 divide-y divide-slate-100">
        {symbols.map((s) => (
          <div
            key={s.symbol}
            className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-3 py-2 sm:grid-cols-[4rem_minmax(0,1fr)_auto]"
          >
            <dt className="font-mono font-bold text-brand-800">{s.symbol}</dt>
            <dd className="text-slate-700">{say(s.phrases.meaning)}</dd>
            <dd className="col-start-2 font-semibold text-slate-900 sm:col-start-3 sm:text-right">
              {param(s.phrases.value)}
            </dd>
          </div>
        ))}
      </dl>
      {notes.length > 0 ? (
        <>
          <h3 className="mt-5 text-sm font-bold text-slate-900">{t("formula.goodToKnow")}</h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            {notes.map((note) => (
              <li key={note.key}>{say(note)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
