import type { AccountSectionEntry } from "./AccountSection";

interface SectionJumpListProps {
  id: string;
  label: string;
  sections: readonly Pick<AccountSectionEntry, "id" | "nav">[];
}

/**
 * The page's sections as links to their panels. On a phone one row of chips that scrolls sideways (three
 * wrapped rows pushed the first panel down); from lg, a list beside the panels that stays in view.
 */
export function SectionJumpList({ id, label, sections }: SectionJumpListProps) {
  return (
    <nav
      id={id}
      aria-label={label}
      // min-w-0: a grid item is as wide as its content by default, and one row of chips is wide.
      className="-mx-4 min-w-0 scroll-mt-24 sm:mx-0 lg:sticky lg:top-24 lg:self-start"
    >
      <ul className="flex snap-x gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:px-0 lg:flex-col lg:gap-1 lg:overflow-visible">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0 snap-start">
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-800 hover:border-brand-600 hover:text-brand-800 lg:w-full lg:rounded-lg lg:border-transparent lg:bg-transparent lg:hover:bg-slate-100"
            >
              {section.nav}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
