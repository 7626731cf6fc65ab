import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { CalculatorPage } from "../components/CalculatorPage";
import { FormulaPanel } from "../components/FormulaPanel";
import { NumberField } from "../components/NumberField";
import { ResultSummary } from "../components/ResultSummary";
import { Segmented } from "../components/Segmented";
import { StickyResult } from "../components/StickyResult";
import { YearChart } from "../components/YearChart";
import { YearTable } from "../components/YearTable";
import { useSay } from "../say";
import { useCalculatorInputs } from "../useCalculatorInputs";
import type { CalculatorDefinition, CalculatorInput, InputValues, NumberInput } from "./definition";

interface CalculatorLayoutProps<K extends string, F extends string, R, Row extends { year: number }, C> {
  definition: CalculatorDefinition<K, F, R, Row, C>;
  /** What the definition's inputs and problem text need from the page (PPF: the catalogue's rate). */
  context: C;
  /**
   * Boxes that follow a value from elsewhere until the learner changes them (PPF's rate follows the
   * catalogue's current one); undefined while that value is not known.
   */
  follow?: Partial<Record<K, string | undefined>>;
}

/**
 * One calculator page from its definition: the inputs (each number with its slider), the result box
 * (whole rupees) with its headline kept in view on a phone, then how it was worked out, the chart and
 * the year-by-year table. Results follow every change; there is nothing to submit.
 */
export function CalculatorLayout<K extends string, F extends string, R, Row extends { year: number }, C>({
  definition,
  context,
  follow,
}: CalculatorLayoutProps<K, F, R, Row, C>) {
  const { t } = useTranslation("calculators");
  const { say } = useSay();
  const { values, set, waiting } = useCalculatorInputs(definition.initial, follow);
  const outcome = definition.compute(values);
  // A box still waiting for its outside value gets no message: the problem text says why instead.
  const errorOf = (field: F) =>
    !outcome.ok && outcome.field === field && !waiting.includes(field as string as K)
      ? say(outcome.phrase)
      : undefined;
  const view = outcome.ok ? definition.view(outcome.result, t, values) : null;
  const tableId = useId();
  const note = definition.note?.(t);

  const numberInput = (input: NumberInput<K, F>, invalid?: boolean) => (
    <NumberField
      key={input.key}
      label={input.label}
      prefix={input.unit === "rupees" ? "₹" : undefined}
      suffix={input.unit === "rupees" ? undefined : input.unit}
      value={values[input.key]}
      onChange={set(input.key)}
      slider={input.slider}
      hint={input.hint}
      {...(invalid === undefined
        ? { error: errorOf(input.field ?? (input.key as string as F)) }
        : { invalid })}
    />
  );

  const render = (input: CalculatorInput<K, F>, index: number): ReactNode => {
    if (input.kind === "number") return numberInput(input);
    if (input.kind === "choice") {
      return (
        <Segmented
          key={input.key}
          legend={input.legend}
          value={values[input.key]}
          onChange={set(input.key)}
          options={input.options}
        />
      );
    }
    if (!input.legend || !input.field) {
      return (
        <div key={`pair-${index}`} className="grid grid-cols-2 gap-3">
          {input.inputs.map((inner) => numberInput(inner))}
        </div>
      );
    }
    return (
      <SharedMessagePair
        key={`pair-${index}`}
        input={input}
        error={errorOf(input.field)}
        render={numberInput}
      />
    );
  };

  const main = view?.figures.find((figure) => figure.main) ?? null;
  return (
    <CalculatorPage
      title={t(`names.${definition.name}`)}
      intro={definition.intro(t)}
      inputs={definition.inputs(t, values, context).map(render)}
      summary={
        <ResultSummary
          figures={view?.figures ?? null}
          parts={view?.parts}
          problem={definition.problem(t, context, waiting.length > 0)}
        >
          {view?.action}
          {note}
        </ResultSummary>
      }
      sticky={<StickyResult figure={main} />}
    >
      {view?.formula ? (
        <FormulaPanel
          formula={view.formula.formula}
          symbols={view.formula.symbols}
          notes={view.formula.notes}
        />
      ) : null}
      {view?.breakdown ? (
        <>
          <YearChart
            title={view.breakdown.chart.title}
            series={view.breakdown.chart.series}
            rows={view.breakdown.rows}
            tableId={tableId}
          />
          <YearTable
            id={tableId}
            caption={view.breakdown.caption}
            columns={view.breakdown.columns}
            rows={view.breakdown.rows}
          />
        </>
      ) : null}
    </CalculatorPage>
  );
}

/** Two boxes under one legend with one message between them (a loan's tenure in years and months). */
function SharedMessagePair<K extends string, F extends string>({
  input,
  error,
  render,
}: {
  input: Extract<CalculatorInput<K, F>, { kind: "pair" }>;
  error: string | undefined;
  render: (input: NumberInput<K, F>, invalid?: boolean) => ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{input.legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {input.inputs.map((inner) => render(inner, error !== undefined))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : input.hint ? (
        <p className="mt-1.5 text-sm text-slate-600">{input.hint}</p>
      ) : null}
    </fieldset>
  );
}

export type { InputValues };
