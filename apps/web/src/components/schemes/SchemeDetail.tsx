import type { SchemeDetail as Detail } from "@arthshala/contracts/schemes";

type Pair = { label: string; value: string };

/** The three shapes a product's details come in (spec section 3), as label/value pairs or lines. */
export function detailPairs(detail: Detail): Pair[] | null {
  if (Array.isArray(detail)) {
    if (detail.every((item) => typeof item === "string")) return null;
    return detail.filter((item): item is Pair => typeof item !== "string");
  }
  return Object.entries(detail).map(([label, value]) => ({ label, value }));
}

/**
 * A list of text as bullet points; label/value pairs (simply-save) and an object of label to text
 * (money-back) as a definition list. Plain text only: the data is never read as Markdown or HTML.
 */
export function SchemeDetail({ detail, empty }: { detail: Detail | null; empty: string }) {
  if (detail === null || (Array.isArray(detail) && detail.length === 0)) {
    return <p className="text-slate-600">{empty}</p>;
  }
  const pairs = detailPairs(detail);
  if (pairs === null) {
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">
        {(detail as string[]).map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity
          <li key={i} className="leading-relaxed">
            {line}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="divide-y divide-slate-100">
      {pairs.map((pair, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; their order is their identity
          key={i}
          className="grid gap-1 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-4"
        >
          <dt className="font-semibold text-slate-900">{pair.label}</dt>
          <dd className="whitespace-pre-line leading-relaxed text-slate-700">{pair.value}</dd>
        </div>
      ))}
    </dl>
  );
}
