import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Skeleton } from "../../../components/ui/Skeleton";
import { cx } from "../../../lib/cx";
import { formatDate, formatNumber } from "../../../lib/format";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import { ledgerQuery, myRewardsQuery, type Redemption, useWho } from "../api";
import { ledgerLine } from "../ledgerLine";

/** /rewards/mine (issue 41): the learner's redemptions with their codes or instructions, and their ledger. */
export function MyRewardsPage() {
  const { t } = useTranslation("rewards");
  const who = useWho();
  const mine = useQuery(myRewardsQuery(who));
  const ledger = useQuery(ledgerQuery(who));
  return (
    <Container className="max-w-3xl">
      <PageHeading title={t("mineTitle")} subtitle={t("mineSubtitle")}>
        <Link to="/rewards" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          {t("browse")}
        </Link>
      </PageHeading>
      {mine.isPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : mine.isError ? (
        <div className="space-y-4">
          <FormMessage kind="error">{t("loadFailed")}</FormMessage>
          <Button variant="secondary" onClick={() => void mine.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : mine.data.length === 0 ? (
        <p className="text-slate-600">{t("mineEmpty")}</p>
      ) : (
        <ul className="space-y-4">
          {mine.data.map((r) => (
            <RedemptionItem key={r.id} redemption={r} />
          ))}
        </ul>
      )}
      <section className="mt-10" aria-labelledby="ledger-heading">
        <h2 id="ledger-heading" className="mb-3 text-xl font-semibold text-slate-900">
          {t("ledger")}
        </h2>
        {ledger.data ? (
          ledger.data.entries.length === 0 ? (
            <p className="text-slate-600">{t("ledgerEmpty")}</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
              {ledger.data.entries.map((e) => (
                <li key={e.id} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
                  <span className="text-slate-700">{ledgerLine(t, e.description)}</span>
                  <span className="flex shrink-0 items-center gap-3">
                    <span className="text-slate-500">
                      {formatDate(new Date(e.created_at), { dateStyle: "medium" })}
                    </span>
                    <span className={cx("font-semibold", e.change < 0 ? "text-red-700" : "text-emerald-700")}>
                      {e.change > 0 ? "+" : ""}
                      {formatNumber(e.change)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )
        ) : (
          <Skeleton className="h-24 rounded-xl" />
        )}
        <p className="mt-3">
          <a
            href="/api/rewards/ledger.csv"
            download
            className="font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {t("downloadLedger")}
          </a>
        </p>
      </section>
    </Container>
  );
}

function RedemptionItem({ redemption: r }: { redemption: Redemption }) {
  const { t } = useTranslation("rewards");
  const [copied, setCopied] = useState(false);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="my-reward">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{r.perk_title}</h2>
        <span
          className={cx(
            "rounded-full px-2 py-0.5 text-sm font-medium",
            r.status === "issued"
              ? "bg-emerald-100 text-emerald-900"
              : r.status === "pending_review"
                ? "bg-amber-100 text-amber-900"
                : "bg-slate-100 text-slate-700",
          )}
        >
          {t(`status.${r.status}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t("redeemedOn", {
          date: formatDate(new Date(r.created_at), { dateStyle: "long" }),
          price: formatNumber(r.price),
        })}
      </p>
      {r.code ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-600">{t("code")}:</span>
          <code className="rounded-lg bg-slate-100 px-3 py-1 font-mono text-lg" data-testid="reward-code">
            {r.code}
          </code>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void navigator.clipboard?.writeText(r.code ?? "").then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t("copied") : t("copy")}
          </Button>
        </div>
      ) : null}
      {r.instructions ? <p className="mt-3 whitespace-pre-line text-slate-700">{r.instructions}</p> : null}
      {r.status === "pending_review" ? (
        <p className="mt-3 text-sm text-slate-600">{t("pendingNote")}</p>
      ) : null}
      {r.terms ? (
        <details className="mt-2 text-sm text-slate-600">
          <summary className="cursor-pointer font-medium">{t("terms")}</summary>
          <p className="mt-1 whitespace-pre-line">{r.terms}</p>
        </details>
      ) : null}
    </li>
  );
}

export const loader = pageLoader(async (client) => {
  const me = await ensureMe(client);
  if (!me) return;
  await ensure(client, myRewardsQuery(me.sub));
});
