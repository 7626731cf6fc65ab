import { Link } from "react-router";
import { Container } from "../../../components/ui/Container";
import { MailIcon } from "../../../components/ui/icons";
import { PageHeading } from "../../../components/ui/PageHeading";
import { useMe } from "../../auth/session";

/** Admin home. The spec's course, article and newsletter tiles arrive with their issues. */
export function AdminDashboardPage() {
  const { user } = useMe();
  return (
    <Container>
      <PageHeading title="Admin Dashboard" subtitle={`Welcome, ${user?.name || "Admin"}!`}>
        <Link to="/home" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Go to Home
        </Link>
      </PageHeading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link
            to="/admin/outbox"
            className="flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <MailIcon />
            </span>
            <span>
              <span className="block text-lg font-semibold text-slate-900">Mail outbox</span>
              <span className="mt-1 block text-sm text-slate-700">
                Read the emails the app has sent, such as password-reset links.
              </span>
            </span>
          </Link>
        </li>
      </ul>
    </Container>
  );
}
