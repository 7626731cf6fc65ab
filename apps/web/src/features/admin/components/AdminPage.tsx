import type { ReactNode } from "react";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { useAuthoringScope } from "../authoringScope";
import { Breadcrumbs, type Crumb } from "./Breadcrumbs";

interface AdminPageProps {
  /** Where the page sits below "Admin" (or an organisation's "Teach"); the last crumb is the page itself. */
  crumbs: Crumb[];
  title: string;
  subtitle?: ReactNode;
  /** Buttons beside the heading (Add New ...). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The frame of an admin list or form page: breadcrumbs, the heading and its actions. */
export function AdminPage({ crumbs, title, subtitle, actions, className, children }: AdminPageProps) {
  const { root } = useAuthoringScope();
  return (
    <Container className={className}>
      <Breadcrumbs items={[root, ...crumbs]} />
      <PageHeading title={title} subtitle={subtitle}>
        {actions}
      </PageHeading>
      {children}
    </Container>
  );
}
