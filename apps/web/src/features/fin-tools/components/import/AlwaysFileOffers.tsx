import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/Button";
import { saveCategoryRule, useCategoryRuleChange } from "../../api";
import { categoryLabel, titleLabel } from "../../messages";
import type { ChangedPayee } from "./ReviewStep";

/**
 * After an import: the payees the learner filed elsewhere than suggested, each a one-tap
 * "Always file Swiggy as Food" that later imports and pasted alerts follow.
 */
export function AlwaysFileOffers({ changed }: { changed: ChangedPayee[] }) {
  const { t } = useTranslation("tracker");
  const [done, setDone] = useState<Record<string, "saved" | "failed">>({});
  const save = useCategoryRuleChange((rule: ChangedPayee) => saveCategoryRule(rule.payee, rule.category));
  if (changed.length === 0) return null;
  return (
    <section className="space-y-2 rounded-xl border border-brand-200 bg-brand-50 p-3">
      <p className="text-sm font-semibold text-brand-900">{t("rules.offerTitle")}</p>
      <ul className="space-y-2">
        {changed.map((change) => {
          const named = { payee: titleLabel(t, change.payee), category: categoryLabel(t, change.category) };
          const state = done[change.payee];
          return (
            <li key={change.payee}>
              {state === "saved" ? (
                <p role="status" className="text-sm text-brand-900">
                  ✓ {t("rules.saved", named)}
                </p>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={save.isPending}
                  className="h-auto min-h-11 py-2 text-left leading-snug"
                  onClick={() =>
                    save.mutate(change, {
                      onSuccess: () => setDone((d) => ({ ...d, [change.payee]: "saved" })),
                      onError: () => setDone((d) => ({ ...d, [change.payee]: "failed" })),
                    })
                  }
                >
                  {t("rules.always", named)}
                </Button>
              )}
              {state === "failed" ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {t("rules.failedOne")}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
