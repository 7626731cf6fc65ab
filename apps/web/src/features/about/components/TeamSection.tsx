import { TEAM_SECTORS, type TeamSector } from "@arthshala/contracts/feedback-rules";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/ui/Avatar";
import { Skeleton } from "../../../components/ui/Skeleton";
import { type TeamMember, useTeam } from "../../../lib/site";

/** The members of each sector, in the spec's sector order; sectors nobody is in are left out. */
export function groupBySector(members: readonly TeamMember[]) {
  return TEAM_SECTORS.map((sector) => ({
    sector,
    members: members.filter((m) => m.sector === sector),
  })).filter((group) => group.members.length > 0);
}

/** "Meet the Team" (spec section 2): people the operator added in admin Settings, never invented ones. */
export function TeamSection() {
  const { t } = useTranslation("pages");
  const headingId = useId();
  const team = useTeam();
  const groups = groupBySector(team.data ?? []);

  return (
    <section aria-labelledby={headingId} className="mt-16">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {t("about.team.title")}
      </h2>
      {team.isPending ? (
        <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <p role="status" className="sr-only">
            {t("about.team.loading")}
          </p>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-44 rounded-2xl" />
          ))}
        </div>
      ) : team.isError ? (
        <p className="mt-4 text-slate-700">{t("about.team.failed")}</p>
      ) : groups.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("about.team.soon")}</p>
      ) : (
        <div className="mt-6 space-y-10">
          {groups.map(({ sector, members }) => (
            <SectorGroup key={sector} sector={sector} members={members} />
          ))}
        </div>
      )}
    </section>
  );
}

function SectorGroup({ sector, members }: { sector: TeamSector; members: TeamMember[] }) {
  const { t } = useTranslation("pages");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-brand-800">
        {t(`about.sectors.${sector}`)}
      </h3>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {members.map((member) => (
          <li
            key={member.id}
            className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm"
          >
            <Avatar picture={member.image_url} alt="" className="size-24 ring-2 ring-brand-100" />
            <p className="mt-3 font-semibold break-words text-slate-900">{member.name}</p>
            <p className="text-sm break-words text-slate-600">{member.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
