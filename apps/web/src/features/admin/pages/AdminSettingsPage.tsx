import { useId } from "react";
import { AdminPage } from "../components/AdminPage";
import { ItemState } from "../components/LoadStates";
import { SiteSettingsForm } from "../components/settings/SiteSettingsForm";
import { TeamList } from "../components/settings/TeamList";
import { useAdminSiteSettings } from "../settings-api";

/** /admin/settings (the dashboard's Settings tile): the operator's details, social links, and the team. */
export function AdminSettingsPage() {
  const settings = useAdminSiteSettings();
  const siteId = useId();
  const teamId = useId();
  return (
    <AdminPage className="max-w-3xl" crumbs={[{ label: "Settings" }]} title="Settings">
      <section aria-labelledby={siteId}>
        <h2 id={siteId} className="mb-4 text-xl font-semibold text-slate-900">
          Site details
        </h2>
        <ItemState
          query={settings}
          id={1}
          loadingLabel="Loading settings"
          notFound="Settings could not be loaded."
        >
          {(current) => <SiteSettingsForm settings={current} />}
        </ItemState>
      </section>
      <section aria-labelledby={teamId} className="mt-12">
        <h2 id={teamId} className="mb-1 text-xl font-semibold text-slate-900">
          Team
        </h2>
        <p className="mb-4 text-sm text-slate-600">
          The people /about introduces under "Meet the Team", by sector.
        </p>
        <TeamList />
      </section>
    </AdminPage>
  );
}
