import { Button } from "../../../../components/ui/Button";

interface PagerProps {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / "Page X of Y" / Next, shown only when there is more than one page (spec section 9). */
export function Pager({ label, page, pageCount, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-4">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
