import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import { enteredEmailQuery } from "../../newsletter";
import { remindersQuery, StreakReminders, StreakRemindersIntro } from "../../reminders";
import { accountQuery, sessionsQuery, useAccount } from "../api";
import { AccountSection } from "../components/AccountSection";
import { AgeBandSection } from "../components/AgeBandSection";
import { DeleteAccountForm } from "../components/DeleteAccountForm";
import { DownloadData } from "../components/DownloadData";
import { LanguageForm } from "../components/LanguageForm";
import { LeaderboardPreference } from "../components/LeaderboardPreference";
import { MailPreferences } from "../components/MailPreferences";
import { NameForm } from "../components/NameForm";
import { PasswordForm } from "../components/PasswordForm";
import { PictureForm } from "../components/PictureForm";
import { SessionsList } from "../components/SessionsList";

const SECTIONS = [
  "profile",
  "password",
  "sessions",
  "email",
  "reminders",
  "leaderboard",
  "language",
  "data",
  "delete",
] as const;

/** /account (from the header's picture): the learner's profile, security, preferences and data rights. */
export function AccountPage() {
  const { t } = useTranslation("account");
  const account = useAccount();
  return (
    <Container className="max-w-5xl">
      <PageHeading title={t("title")} subtitle={account.data?.email} />
      {account.isPending ? (
        <PageSpinner label={t("loading")} />
      ) : account.isError ? (
        <div className="space-y-4">
          <FormMessage kind="error">{errorMessage(account.error)}</FormMessage>
          <Button variant="secondary" onClick={() => void account.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[12rem_1fr]">
          <nav aria-label={t("sectionsLabel")} className="lg:sticky lg:top-24 lg:self-start">
            <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {SECTIONS.map((section) => (
                <li key={section}>
                  <a
                    href={`#${section}`}
                    className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800 lg:w-full lg:rounded-lg lg:border-transparent lg:bg-transparent lg:hover:bg-slate-100"
                  >
                    {t(`nav.${section}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="min-w-0 space-y-6">
            <AccountSection
              id="profile"
              title={t("sections.profile")}
              description={t("sections.profileText")}
            >
              <NameForm account={account.data} />
              <PictureForm account={account.data} />
            </AccountSection>
            <AccountSection
              id="password"
              title={account.data.has_password ? t("sections.changePassword") : t("sections.addPassword")}
              description={t("sections.passwordText")}
            >
              <PasswordForm hasPassword={account.data.has_password} />
            </AccountSection>
            <AccountSection
              id="sessions"
              title={t("sections.sessions")}
              description={t("sections.sessionsText")}
            >
              <SessionsList />
            </AccountSection>
            <AccountSection id="email" title={t("sections.email")}>
              <MailPreferences account={account.data} />
            </AccountSection>
            <AccountSection
              id="reminders"
              title={t("sections.reminders")}
              description={<StreakRemindersIntro />}
            >
              <StreakReminders email={account.data.email} />
            </AccountSection>
            <AccountSection id="leaderboard" title={t("sections.leaderboard")}>
              <LeaderboardPreference account={account.data} />
            </AccountSection>
            <AgeBandSection />
            <AccountSection id="language" title={t("sections.language")}>
              <LanguageForm account={account.data} />
            </AccountSection>
            <AccountSection id="data" title={t("sections.data")}>
              <DownloadData />
            </AccountSection>
            <AccountSection id="delete" title={t("sections.delete")} tone="danger">
              <DeleteAccountForm hasPassword={account.data.has_password} />
            </AccountSection>
          </div>
        </div>
      )}
    </Container>
  );
}

/** The learner's account, their signed-in devices, newsletter address and reminder settings. */
export const loader = pageLoader(async (client) => {
  const me = await ensureMe(client);
  if (!me) return;
  await Promise.all([
    ensure(client, accountQuery(me.sub)),
    ensure(client, sessionsQuery(me.sub)),
    ensure(client, enteredEmailQuery(me.sub)),
    ensure(client, remindersQuery(me.sub)),
  ]);
});
