import { AGE_BANDS } from "@arthshala/contracts/age-bands";
import type { PerkBody } from "@arthshala/contracts/rewards";
import { PERK_ICONS } from "@arthshala/contracts/rewards-rules";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError, api } from "../../../lib/api";
import { formatDate, formatNumber } from "../../../lib/format";
import { ensure, pageLoader } from "../../../lib/route-data";
import {
  type AdminPerk,
  operatorPerksQuery,
  perkRedemptionsQuery,
  reviewQueueQuery,
  useOperatorAction,
} from "../api";
import { PerkPicture } from "../components/PerkPicture";

/** The API's mount for this page: the Admin's, or an organisation's (its owner's, /teach/organisations/:id/rewards). */
function useBase(): { base: string; admin: boolean } {
  const { organisationId } = useParams();
  return organisationId
    ? { base: `/api/organisations/${encodeURIComponent(organisationId)}/rewards`, admin: false }
    : { base: "/api/admin/rewards", admin: true };
}

/**
 * /admin/rewards (issue 41): the review queue of held redemptions, and every perk with its stock (a
 * low-stock flag), codes upload (CSV), redemptions, suspend, and its form. The server checks it all.
 */
export function AdminRewardsPage() {
  const { t } = useTranslation("rewards");
  const { base: BASE, admin } = useBase();
  const perks = useQuery(operatorPerksQuery(BASE));
  const [editing, setEditing] = useState<AdminPerk | "new" | null>(null);
  return (
    <Container className="max-w-5xl">
      <PageHeading title={t("admin.title")} subtitle={t("admin.subtitle")}>
        <Button onClick={() => setEditing("new")}>{t("admin.newPerk")}</Button>
      </PageHeading>
      {editing ? (
        <PerkForm perk={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
      ) : null}
      {admin ? <ReviewQueue /> : null}
      <section aria-labelledby="perks-heading" className="mt-10">
        <h2 id="perks-heading" className="mb-3 text-xl font-semibold">
          {t("admin.perks")}
        </h2>
        {perks.isPending ? (
          <Skeleton className="h-40 rounded-xl" />
        ) : perks.isError ? (
          <FormMessage kind="error">{t("loadFailed")}</FormMessage>
        ) : perks.data.length === 0 ? (
          <p className="text-slate-600">{t("admin.noPerks")}</p>
        ) : (
          <ul className="space-y-4">
            {perks.data.map((p) => (
              <PerkRow key={p.id} perk={p} onEdit={() => setEditing(p)} />
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}

function ReviewQueue() {
  const { t } = useTranslation("rewards");
  const { base: BASE } = useBase();
  const queue = useQuery(reviewQueueQuery());
  const decide = useOperatorAction(BASE, ({ id, decision }: { id: string; decision: "approve" | "reject" }) =>
    api(`/api/admin/rewards/redemptions/${id}/review`, { method: "POST", body: { decision } }),
  );
  return (
    <section
      aria-labelledby="review-heading"
      className="mt-8 rounded-2xl border border-amber-200 bg-amber-50/50 p-4"
    >
      <h2 id="review-heading" className="text-xl font-semibold">
        {t("admin.review")}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t("admin.reviewHint")}</p>
      {decide.error instanceof ApiError ? (
        <FormMessage kind="error">{decide.error.message}</FormMessage>
      ) : null}
      {!queue.data ? (
        <Skeleton className="h-16 rounded-xl" />
      ) : queue.data.length === 0 ? (
        <p className="text-slate-600">{t("admin.reviewEmpty")}</p>
      ) : (
        <ul className="divide-y divide-amber-100">
          {queue.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <strong>{r.perk_title}</strong> · {r.learner_name} ({r.learner_email}) ·{" "}
                {t("admin.accountSince", {
                  date: formatDate(new Date(r.account_created_at), { dateStyle: "medium" }),
                })}
              </span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: r.id, decision: "approve" })}
                >
                  {t("admin.approve")}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: r.id, decision: "reject" })}
                >
                  {t("admin.reject")}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PerkRow({ perk, onEdit }: { perk: AdminPerk; onEdit: () => void }) {
  const { t } = useTranslation("rewards");
  const { base: BASE } = useBase();
  const [showRedemptions, setShowRedemptions] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const suspend = useOperatorAction(BASE, (suspended: boolean) =>
    api(`${BASE}/perks/${perk.id}/suspend`, { method: "POST", body: { suspended } }),
  );
  const upload = useOperatorAction(BASE, (csv: string) =>
    api<{ added: number; duplicates: number; stock: number }>(`${BASE}/perks/${perk.id}/codes`, {
      method: "POST",
      body: { csv },
    }),
  );
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-perk">
      <div className="flex flex-wrap items-start gap-4">
        <PerkPicture picture={perk.picture} icon={perk.icon} className="size-16 shrink-0" />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold">
            {perk.title}{" "}
            {perk.suspended ? (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-sm">{t("admin.suspended")}</span>
            ) : null}
            {perk.low_stock ? (
              <span className="ml-1 rounded-full bg-red-100 px-2 py-0.5 text-sm text-red-800">
                {t("admin.lowStock")}
              </span>
            ) : null}
          </h3>
          <p className="text-sm text-slate-600">
            {perk.language ? `${perk.language === "hi" ? "हिन्दी" : "English"} · ` : null}
            {t("price", { value: formatNumber(perk.price) })} · {t("admin.stock")}:{" "}
            <span data-testid="perk-stock">
              {perk.stock === null
                ? t("admin.unlimited")
                : t("admin.stockValue", {
                    stock: formatNumber(perk.stock),
                    total: formatNumber(perk.codes_total),
                  })}
            </span>
            {perk.pending_review > 0 ? ` · ${t("admin.pending", { count: perk.pending_review })}` : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            {t("admin.edit")}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => suspend.mutate(!perk.suspended)}>
            {perk.suspended ? t("admin.unsuspend") : t("admin.suspend")}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setShowRedemptions((v) => !v)}>
            {t("admin.redemptions", { count: perk.redemptions })}
          </Button>
        </div>
      </div>
      {perk.fulfilment === "code" ? (
        <div className="mt-3">
          <label className="text-sm font-medium">
            {t("admin.uploadCodes")}{" "}
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              className="ml-2 text-sm"
              onChange={async (e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = "";
                if (!file) return;
                const made = await upload.mutateAsync(await file.text()).catch(() => null);
                if (made)
                  setUploaded(
                    t("admin.uploaded", {
                      added: formatNumber(made.added),
                      duplicates: formatNumber(made.duplicates),
                      stock: formatNumber(made.stock),
                    }),
                  );
              }}
            />
          </label>
          <p className="text-xs text-slate-500">{t("admin.uploadHint")}</p>
          {uploaded ? <FormMessage kind="success">{uploaded}</FormMessage> : null}
          {upload.error instanceof ApiError ? (
            <FormMessage kind="error">{upload.error.message}</FormMessage>
          ) : null}
        </div>
      ) : null}
      {showRedemptions ? <Redemptions id={perk.id} /> : null}
    </li>
  );
}

function Redemptions({ id }: { id: number }) {
  const { t } = useTranslation("rewards");
  const { base: BASE } = useBase();
  const list = useQuery(perkRedemptionsQuery(BASE, id));
  if (!list.data) return <Skeleton className="mt-3 h-10 rounded-lg" />;
  if (list.data.length === 0)
    return <p className="mt-3 text-sm text-slate-600">{t("admin.noRedemptions")}</p>;
  return (
    <ul className="mt-3 divide-y divide-slate-100 text-sm">
      {list.data.map((r) => (
        <li key={r.id} className="flex flex-wrap justify-between gap-2 py-1">
          <span>
            {r.learner_name} ({r.learner_email})
          </span>
          <span>
            {t(`status.${r.status}`)} ·{" "}
            {formatDate(new Date(r.created_at), { dateStyle: "medium", timeStyle: "short" })}
          </span>
        </li>
      ))}
    </ul>
  );
}

const field = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2";

/** Make or change a perk. A 400 names the field at fault; its message shows above the buttons. */
function PerkForm({ perk, onDone }: { perk: AdminPerk | null; onDone: () => void }) {
  const { t } = useTranslation("rewards");
  const { base: BASE, admin } = useBase();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [v, setV] = useState<PerkBody>({
    title: perk?.title ?? "",
    description: perk?.description ?? "",
    terms: perk?.terms ?? "",
    instructions: perk?.instructions ?? "",
    price: perk?.price ?? 100,
    fulfilment: perk?.fulfilment ?? "instructions",
    picture: perk?.picture ?? null,
    icon: perk?.icon ?? "gift",
    age_band: perk?.age_band ?? null,
    language: perk?.language ?? null,
    valid_from: perk?.valid_from ?? null,
    valid_until: perk?.valid_until ?? null,
    per_learner_limit: perk?.per_learner_limit ?? 1,
    limit_period_days: perk?.limit_period_days ?? 30,
    low_stock_at: perk?.low_stock_at ?? 5,
  });
  const save = useOperatorAction(BASE, (body: PerkBody) =>
    perk
      ? api(`${BASE}/perks/${perk.id}`, { method: "PUT", body })
      : api(`${BASE}/perks`, { method: "POST", body }),
  );
  const set = <K extends keyof PerkBody>(k: K, value: PerkBody[K]) => setV((old) => ({ ...old, [k]: value }));
  const text = (k: "title" | "description" | "terms" | "instructions", multi = false) => {
    const id = `perk-${k}`;
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          {t(`admin.field.${k}`)}
        </label>
        {multi ? (
          <textarea
            id={id}
            className={field}
            rows={3}
            value={v[k] ?? ""}
            onChange={(e) => set(k, e.target.value)}
          />
        ) : (
          <input id={id} className={field} value={v[k] ?? ""} onChange={(e) => set(k, e.target.value)} />
        )}
      </div>
    );
  };
  const num = (k: "price" | "per_learner_limit" | "limit_period_days" | "low_stock_at") => (
    <label className="block text-sm font-medium">
      {t(
        `admin.field.${k === "price" ? "price" : k === "per_learner_limit" ? "perLearnerLimit" : k === "limit_period_days" ? "limitPeriodDays" : "lowStockAt"}`,
      )}
      <input
        className={field}
        type="number"
        inputMode="numeric"
        value={v[k] ?? ""}
        onChange={(e) => set(k, e.target.value === "" ? (undefined as never) : Number(e.target.value))}
      />
    </label>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(v, { onSuccess: onDone });
  };
  return (
    <form
      onSubmit={submit}
      className="mb-8 space-y-4 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm"
    >
      <h2 className="text-xl font-semibold">{perk ? t("admin.editPerk") : t("admin.newPerk")}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("title")}
        {num("price")}
      </div>
      {text("description", true)}
      <fieldset className="text-sm">
        <legend className="font-medium">{t("admin.field.fulfilment")}</legend>
        {(["instructions", "code"] as const).map((f) => (
          <label key={f} className="mr-4 inline-flex items-center gap-2">
            <input
              type="radio"
              name="fulfilment"
              checked={v.fulfilment === f}
              onChange={() => set("fulfilment", f)}
            />
            {f === "code" ? t("admin.field.code") : t("admin.field.instructionsOnly")}
          </label>
        ))}
      </fieldset>
      {text("instructions", true)}
      {text("terms", true)}
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="block text-sm font-medium">
          {t("admin.field.icon")}
          <select
            className={field}
            value={v.icon}
            onChange={(e) => set("icon", e.target.value as PerkBody["icon"])}
          >
            {PERK_ICONS.map((i) => (
              <option key={i} value={i}>
                {t(`admin.icons.${i}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          {t("admin.field.ageBand")}
          <select
            className={field}
            value={v.age_band ?? ""}
            onChange={(e) => set("age_band", (e.target.value || null) as PerkBody["age_band"])}
          >
            <option value="">{t("admin.field.anyAge")}</option>
            {AGE_BANDS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          {t("admin.field.language")}
          <select
            className={field}
            value={v.language ?? ""}
            onChange={(e) => set("language", (e.target.value || null) as PerkBody["language"])}
          >
            <option value="">{t("admin.field.anyLanguage")}</option>
            <option value="en">English</option>
            <option value="hi">हिन्दी</option>
          </select>
        </label>
      </div>
      {admin ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="font-medium">
            {t("admin.field.picture")}{" "}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="ml-2"
              onChange={async (e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = "";
                if (!file) return;
                const form = new FormData();
                form.set("file", file);
                setUploadError(null);
                await api<{ url: string }>("/api/uploads?kind=image", { method: "POST", body: form }).then(
                  (made) => set("picture", made.url),
                  (err: unknown) => setUploadError(err instanceof ApiError ? err.message : t("loadFailed")),
                );
              }}
            />
          </label>
          {v.picture ? (
            <>
              <PerkPicture picture={v.picture} icon={v.icon ?? "gift"} className="size-12" />
              <Button size="sm" variant="secondary" onClick={() => set("picture", null)}>
                {t("admin.removePicture")}
              </Button>
            </>
          ) : null}
          {uploadError ? <FormMessage kind="error">{uploadError}</FormMessage> : null}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium">
          {t("admin.field.validFrom")}
          <input
            className={field}
            type="date"
            value={v.valid_from ?? ""}
            onChange={(e) => set("valid_from", e.target.value || null)}
          />
        </label>
        <label className="block text-sm font-medium">
          {t("admin.field.validUntil")}
          <input
            className={field}
            type="date"
            value={v.valid_until ?? ""}
            onChange={(e) => set("valid_until", e.target.value || null)}
          />
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {num("per_learner_limit")}
        {num("limit_period_days")}
        {num("low_stock_at")}
      </div>
      {save.error instanceof ApiError ? <FormMessage kind="error">{save.error.message}</FormMessage> : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t("admin.save")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("admin.cancel")}
        </Button>
      </div>
    </form>
  );
}

export const loader = pageLoader(async (client, { params }) => {
  const base = params.organisationId
    ? `/api/organisations/${encodeURIComponent(params.organisationId)}/rewards`
    : "/api/admin/rewards";
  await ensure(client, operatorPerksQuery(base));
});
