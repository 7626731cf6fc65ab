import { operatorPublished } from "@arthshala/contracts/site-operator";
import { useId } from "react";
import { Link } from "react-router";
import { useAdminSiteSettings } from "../../settings-api";

/**
 * Asks the admin, on the admin area's first page, for who runs the site (India's DPDP Rules) until the
 * operator's name and address and the grievance officer are all set. Nothing while settings load.
 */
export function OperatorPrompt() {
  const settings = useAdminSiteSettings();
  const headingId = useId();
  if (!settings.data || operatorPublished(settings.data)) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Who runs this site?
      </h2>
      <p className="mt-1 text-sm">
        The privacy policy must name the operator, its postal address and a grievance officer (name and
        email), as India's DPDP Rules expect. Until you add them, the policies tell visitors they are not yet
        published.
      </p>
      <Link
        to="/admin/settings"
        className="mt-3 inline-flex min-h-11 items-center rounded-xl bg-amber-900 px-4 font-semibold text-white hover:bg-amber-950"
      >
        Add the operator's details
      </Link>
    </section>
  );
}
