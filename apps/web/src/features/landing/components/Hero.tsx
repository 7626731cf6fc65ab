import { useTranslation } from "react-i18next";
import { SignInButton } from "../../auth";
import { GiveItAGo } from "./GiveItAGo";
import { HeroIllustration } from "./HeroIllustration";

export function Hero() {
  const { t } = useTranslation("landing");
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <p className="mb-4 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-900">
            {t("badge")}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t("title")}</h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">{t("intro")}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <SignInButton size="lg" />
            <GiveItAGo />
          </div>
          <p className="mt-4 text-sm text-slate-600">{t("noFees")}</p>
        </div>
        <div className="flex justify-center md:justify-end">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
