import type { ReactNode } from "react";
import { PageHeading } from "../../../components/ui/PageHeading";

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow centred card every sign-in, sign-up and password page sits in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <PageHeading title={title} centered />
        {subtitle ? <p className="mt-2 text-center text-slate-600">{subtitle}</p> : null}
        <div className="mt-8">{children}</div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-700">{footer}</div> : null}
      </div>
    </div>
  );
}
