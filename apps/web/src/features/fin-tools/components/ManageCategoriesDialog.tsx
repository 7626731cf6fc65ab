import { useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Modal } from "../../../components/ui/Modal";
import { errorMessage } from "../../../lib/api";
import { removeCategory, useCategories, useCategoryChange } from "../api";
import { trackerMessage } from "../messages";
import { FilingRules } from "./FilingRules";
import { TrashIcon } from "./icons";

/**
 * The learner's own categories, each removable while no transaction or budget uses it (the server
 * says when one is: its 409 message shows here). New ones are added from any category list.
 */
export function ManageCategoriesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("tracker");
  return (
    <Modal open={open} onClose={onClose} title={t("manage.title")}>
      <div className="space-y-4">
        <CategoryList />
        <FilingRules />
      </div>
    </Modal>
  );
}

function CategoryList() {
  const { t } = useTranslation("tracker");
  const custom = useCategories().data?.custom ?? [];
  const remove = useCategoryChange(removeCategory);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t("manage.help")}</p>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      {custom.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("manage.none")}</p>
      ) : (
        <ul
          aria-label={t("manage.listLabel")}
          className="divide-y divide-slate-100 rounded-xl border border-slate-200"
        >
          {custom.map((name) => (
            <li key={name} className="flex items-center justify-between gap-3 py-1 pr-1 pl-4">
              <span className="min-w-0 truncate text-slate-900">{name}</span>
              <button
                type="button"
                aria-label={t("manage.remove", { name })}
                disabled={remove.isPending}
                onClick={() => {
                  setFailure(null);
                  remove.mutate(name, {
                    onSuccess: () => toast.success(t("manage.removed", { name })),
                    onError: (error) => setFailure(trackerMessage(errorMessage(error))),
                  });
                }}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-red-700 disabled:opacity-60"
              >
                <TrashIcon className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
