import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { CloseIcon } from "../../../components/ui/icons";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { useMe } from "../../auth";
import { homeKeys } from "../../progress";
import { FeedbackForm } from "../components/FeedbackForm";

/**
 * /feedback: the modal-like form (spec section 2) with a × that goes back where the learner came from,
 * or home when they opened it directly. Visitors may write too; a learner's name and email are filled in.
 */
export function FeedbackPage() {
  const { t } = useTranslation("forms");
  const { user, isLoading } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // "default" is the entry the app started on: nothing of ours to go back to.
  const close = () => (location.key === "default" ? navigate("/home") : navigate(-1));

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:py-12">
      <div className="relative mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:p-8">
        <button
          type="button"
          onClick={close}
          aria-label={t("feedback.close")}
          className="absolute top-3 right-3 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <CloseIcon className="size-6" />
        </button>
        <div className="pr-10">
          <PageHeading title={t("feedback.title")} subtitle={t("feedback.subtitle")} />
        </div>
        {isLoading ? (
          <PageSpinner label={t("loadingForm")} />
        ) : (
          <FeedbackForm
            person={user ? { name: user.name, email: user.email } : null}
            // Given feedback ends the home page's prompt: its data is asked for again.
            onSent={() => {
              if (user) void queryClient.invalidateQueries({ queryKey: homeKeys.all(user.sub) });
            }}
          />
        )}
      </div>
    </div>
  );
}
