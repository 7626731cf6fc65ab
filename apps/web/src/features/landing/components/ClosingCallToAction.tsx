import { useTranslation } from "react-i18next";
import { SignInButton } from "../../auth";

export function ClosingCallToAction() {
  const { t } = useTranslation("landing");
  // Not "below-fold" (content-visibility: auto), unlike the sections above it: Lighthouse's axe then
  // read this button's colors before the section was drawn, and failed its contrast in 2 of 8 runs (0 of
  // 8 without). The section is small; drawing it with the page costs little.
  return (
    <section className="px-4 pb-16 sm:px-6">
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
