import { Link } from "react-router";
import type { Faq } from "../faq";

/** One question as a native disclosure (details/summary): keyboard-operable, announced as expanded or not. */
export function FaqItem({ faq }: { faq: Faq }) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white shadow-sm open:border-brand-200 open:shadow">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        {faq.question}
        <span
          aria-hidden="true"
          className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <div className="space-y-3 px-4 pb-4 text-slate-700">
        {faq.answer.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed">
            {paragraph}
          </p>
        ))}
        {faq.list ? (
          <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-500">
            {faq.list.map((item) => (
              <li key={item} className="leading-relaxed">
                {item}
              </li>
            ))}
          </ul>
        ) : null}
        {faq.link ? (
          <Link
            to={faq.link.to}
            className="inline-block font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {faq.link.label}
          </Link>
        ) : null}
      </div>
    </details>
  );
}
