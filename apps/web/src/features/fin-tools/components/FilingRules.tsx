import { useId } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api";
import { removeCategoryRule, useCategoryRuleChange, useCategoryRules } from "../api";
import { categoryLabel, titleLabel, trackerMessage } from "../messages";
import { TrashIcon } from "./icons";

/**
 * The learner's filing rules ("Swiggy → Food"), made when they changed a payee's category and asked
 * for it always; each can be removed. Shows nothing while there are none.
 */
export function FilingRules() {
  const { t } = useTranslation("tracker");
  const headingId = useId();
  const rules = useCategoryRules();
  const remove = useCategoryRuleChange(removeCategoryRule);
  const list = rules.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 px-3 pt-3 pb-1">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t("rules.title")}
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">{t("rules.help")}</p>
      <ul aria-label={t("rules.title")} className="mt-1 divide-y divide-slate-100">
        {list.map((rule) => {
          const payee = titleLabel(t, rule.payee);
          return (
            <li key={rule.payeeKey} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate text-sm text-slate-800">
                {t("rules.item", { payee, category: categoryLabel(t, rule.category) })}
              </span>
              <button
                type="button"
                aria-label={t("rules.remove", { payee })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(rule.payeeKey, {
                    onSuccess: () => toast.success(t("rules.removed", { payee })),
                    onError: (error) => toast.error(trackerMessage(errorMessage(error))),
                  })
                }
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-red-700 disabled:opacity-60"
              >
                <TrashIcon className="size-5" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
