import { useTranslation } from "react-i18next";
import { SignInButton } from "../../auth/components/SignInButton";

export function ClosingCallToAction() {
  const { t } = useTranslation("landing");
  return (
    <section className="below-fold px-4 pb-16 [--fold-size:24rem] sm:px-6 sm:[--fold-size:21rem]">
      <div className="mx-auto max-w-6xl rounded-3xl bg-brand-900 px-6 py-12 text-center sm:px-12">
        <h2 className="text-2xl font-bold text-white sm:text-3xl">{t("closing.title")}</h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">{t("closing.text")}</p>
        <div className="mt-8 flex justify-center">
          <SignInButton size="lg" variant="inverse" />
        </div>
      </div>
    </section>
  );
}
