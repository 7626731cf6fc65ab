import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Modal } from "../../../components/ui/Modal";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Skeleton } from "../../../components/ui/Skeleton";
import { FilledStarIcon } from "../../../components/ui/scoreIcons";
import { ApiError } from "../../../lib/api";
import { formatLongDate, formatNumber } from "../../../lib/format";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import { newIdempotencyKey, type Perk, rewardsQuery, useRedeem, useWho } from "../api";
import { PerkPicture } from "../components/PerkPicture";

/**
 * /rewards (issue 41): the learner's FinStars and the perks on offer; redeeming asks to confirm first.
 * The server decides the price, the balance and the stock; this page only shows what it said.
 */
export function RewardsPage() {
  const { t } = useTranslation("rewards");
  const page = useQuery(rewardsQuery(useWho()));
  const [chosen, setChosen] = useState<Perk | null>(null);
  const [done, setDone] = useState<{ pending: boolean } | null>(null);
  return (
    <Container className="max-w-5xl">
      <PageHeading title={t("title")} subtitle={t("subtitle")}>
        <Link to="/rewards/mine" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          {t("mine")}
        </Link>
      </PageHeading>
      {page.isPending ? (
        <div>
          <p role="status" className="sr-only">
            {t("loading")}
          </p>
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : page.isError ? (
        <div className="space-y-4">
          <FormMessage kind="error">{t("loadFailed")}</FormMessage>
          <Button variant="secondary" onClick={() => void page.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : (
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-amber-200 bg-amber-50 px-4 py-2 text-lg font-semibold text-amber-900">
            <FilledStarIcon className="size-5 text-amber-500" />
            <span className="sr-only">{t("balance")}:</span>
            <span data-testid="rewards-balance">
              {t("balanceValue", { value: formatNumber(page.data.balance) })}
            </span>
          </p>
          {done ? (
            <p
              role="status"
              className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
            >
              {t("redeemed")} {done.pending ? t("pendingNote") : null}{" "}
              <Link to="/rewards/mine" className="font-semibold underline">
                {t("mine")}
              </Link>
            </p>
          ) : null}
          {page.data.perks.length === 0 ? (
            <p className="text-slate-600">{t("empty")}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {page.data.perks.map((perk) => (
                <PerkCard
                  key={perk.id}
                  perk={perk}
                  balance={page.data.balance}
                  onRedeem={() => setChosen(perk)}
                />
              ))}
            </ul>
          )}
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <a
              href="/api/rewards/ledger.csv"
              download
              className="font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {t("downloadLedger")}
            </a>
          </p>
        </div>
      )}
      {chosen && page.data ? (
        <ConfirmRedeem
          perk={chosen}
          balance={page.data.balance}
          onClose={() => setChosen(null)}
          onDone={(pending) => {
            setChosen(null);
            setDone({ pending });
          }}
        />
      ) : null}
    </Container>
  );
}

function PerkCard({ perk, balance, onRedeem }: { perk: Perk; balance: number; onRedeem: () => void }) {
  const { t } = useTranslation("rewards");
  const short = perk.price - balance;
  const soldOut = perk.stock === 0;
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="perk"
    >
      <PerkPicture picture={perk.picture} icon={perk.icon} className="h-28 w-full" />
      <h2 className="text-lg font-semibold text-slate-900">{perk.title}</h2>
      {perk.organisation_name ? (
        <p className="text-sm text-slate-600">{t("from", { organisation: perk.organisation_name })}</p>
      ) : null}
      {perk.description ? <p className="text-slate-700">{perk.description}</p> : null}
      <p className="flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
          {t("price", { value: formatNumber(perk.price) })}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
          {perk.stock === null
            ? t("unlimited")
            : soldOut
              ? t("outOfStock")
              : t("stockLeft", { value: formatNumber(perk.stock) })}
        </span>
        {perk.valid_until ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
            {t("validUntil", { date: formatLongDate(perk.valid_until) })}
          </span>
        ) : null}
      </p>
      <p className="text-sm text-slate-600">
        {t("limit", { limit: perk.per_learner_limit, days: perk.limit_period_days })}
      </p>
      {perk.terms ? (
        <details className="text-sm text-slate-600">
          <summary className="cursor-pointer font-medium">{t("terms")}</summary>
          <p className="mt-1 whitespace-pre-line">{perk.terms}</p>
        </details>
      ) : null}
      <div className="mt-auto">
        {short > 0 ? (
          <p className="mb-2 text-sm text-slate-600">{t("needMore", { value: formatNumber(short) })}</p>
        ) : null}
        <Button block disabled={short > 0 || soldOut} onClick={onRedeem}>
          {t("redeem")}
        </Button>
      </div>
    </li>
  );
}

/** The confirmation; one Idempotency-Key per opening, so a retry after a lost answer cannot pay twice. */
function ConfirmRedeem({
  perk,
  balance,
  onClose,
  onDone,
}: {
  perk: Perk;
  balance: number;
  onClose: () => void;
  onDone: (pending: boolean) => void;
}) {
  const { t } = useTranslation("rewards");
  const key = useRef(newIdempotencyKey());
  const redeem = useRedeem();
  const error =
    redeem.error instanceof ApiError ? redeem.error.message : redeem.error ? t("loadFailed") : null;
  return (
    <Modal open onClose={onClose} title={t("confirm.title", { title: perk.title })}>
      <p className="text-slate-700">
        {t("confirm.body", {
          price: formatNumber(perk.price),
          balance: formatNumber(balance),
          left: formatNumber(balance - perk.price),
        })}
      </p>
      {error ? (
        <div className="mt-3">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t("confirm.cancel")}
        </Button>
        <Button
          disabled={redeem.isPending}
          onClick={() =>
            redeem.mutate(
              { perkId: perk.id, key: key.current },
              { onSuccess: (made) => onDone(made.status === "pending_review") },
            )
          }
        >
          {t("confirm.yes")}
        </Button>
      </div>
    </Modal>
  );
}

/** The balance and perks, read before the page is drawn. */
export const loader = pageLoader(async (client) => {
  const me = await ensureMe(client);
  if (!me) return;
  await ensure(client, rewardsQuery(me.sub));
});
