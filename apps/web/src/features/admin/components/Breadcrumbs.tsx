import { Link } from "react-router";

export interface Crumb {
  label: string;
  to?: string;
}

/** Where this admin page sits: Admin › Courses › a course › Modules. The last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-slate-600">
        {items.map((item, index) => (
          <li key={item.to ?? item.label} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? (
              <span aria-hidden="true" className="text-slate-400">
                /
              </span>
            ) : null}
            {item.to ? (
              <Link
                to={item.to}
                className="max-w-[16rem] truncate font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="max-w-[16rem] truncate text-slate-700">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
