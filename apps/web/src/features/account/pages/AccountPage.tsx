import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import { CertificateList, certificatesQuery } from "../../certificates";
import { enteredEmailQuery } from "../../newsletter";
import { remindersQuery, StreakReminders, StreakRemindersIntro } from "../../reminders";
import { type Account, accountQuery, sessionsQuery, useAccount } from "../api";
import { AccountSection, type AccountSectionEntry } from "../components/AccountSection";
import { AgeBandChoice } from "../components/AgeBandChoice";
import { DeleteAccountForm } from "../components/DeleteAccountForm";
import { DownloadData } from "../components/DownloadData";
import { HandleForm } from "../components/HandleForm";
import { LanguageForm } from "../components/LanguageForm";
import { LeaderboardPreference } from "../components/LeaderboardPreference";
import { MailPreferences } from "../components/MailPreferences";
import { NameForm } from "../components/NameForm";
import { PasswordForm } from "../components/PasswordForm";
import { PictureForm } from "../components/PictureForm";
import { SectionJumpList } from "../components/SectionJumpList";
import { SessionsList } from "../components/SessionsList";

/** The id of the jump list at the page's top: each section's "back" link returns to it. */
const JUMP_LIST_ID = "account-sections";

/**
 * The page's sections, in order, in one list: the jump list and the panels are both drawn from it, so a
 * new section is one entry here. `nav` is the short name its chip shows.
 */
function accountSections(
  account: Account,
  t: TFunction<"account">,
  certificates: TFunction<"certificates">,
): AccountSectionEntry[] {
  return [
    {
      id: "profile",
      nav: t("nav.profile"),
      title: t("sections.profile"),
      description: t("sections.profileText"),
      body: (
        <>
          <NameForm account={account} />
          <PictureForm account={account} />
        </>
      ),
    },
    {
      id: "certificates",
      nav: certificates("list.nav"),
      title: certificates("list.title"),
      description: certificates("list.intro"),
      body: <CertificateList />,
    },
    {
      id: "password",
      nav: t("nav.password"),
      title: account.has_password ? t("sections.changePassword") : t("sections.addPassword"),
      description: t("sections.passwordText"),
      body: <PasswordForm hasPassword={account.has_password} />,
    },
    {
      id: "sessions",
      nav: t("nav.sessions"),
      title: t("sections.sessions"),
      description: t("sections.sessionsText"),
      body: <SessionsList />,
    },
    {
      id: "email",
      nav: t("nav.email"),
      title: t("sections.email"),
      body: <MailPreferences account={account} />,
    },
    {
      id: "reminders",
      nav: t("nav.reminders"),
      title: t("sections.reminders"),
      description: <StreakRemindersIntro />,
      body: <StreakReminders email={account.email} />,
    },
    {
      id: "leaderboard",
      nav: t("nav.leaderboard"),
      title: t("sections.leaderboard"),
      body: (
        <>
          <HandleForm account={account} />
          <LeaderboardPreference account={account} />
        </>
      ),
    },
    {
      id: "age",
      nav: t("nav.age"),
      title: t("sections.age"),
      description: t("sections.ageText"),
      body: <AgeBandChoice />,
    },
    {
      id: "language",
      nav: t("nav.language"),
      title: t("sections.language"),
      body: <LanguageForm account={account} />,
    },
    { id: "data", nav: t("nav.data"), title: t("sections.data"), body: <DownloadData /> },
    {
      id: "delete",
      nav: t("nav.delete"),
      title: t("sections.delete"),
      tone: "danger",
      body: <DeleteAccountForm hasPassword={account.has_password} />,
    },
  ];
}

/** From this section on (the third), a phone's reader is far from the jump list: a link leads back. */
const BACK_FROM = 2;

/** /account (from the header's picture): the learner's profile, security, preferences and data rights. */
export function AccountPage() {
  const { t } = useTranslation("account");
  const { t: certificates } = useTranslation("certificates");
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
        <AccountSections sections={accountSections(account.data, t, certificates)} />
      )}
    </Container>
  );
}

function AccountSections({ sections }: { sections: AccountSectionEntry[] }) {
  const { t } = useTranslation("account");
  return (
    <div className="grid gap-6 lg:grid-cols-[12rem_1fr] lg:gap-8">
      <SectionJumpList id={JUMP_LIST_ID} label={t("sectionsLabel")} sections={sections} />
      <div className="min-w-0 space-y-6">
        {sections.map((section, index) => (
          <AccountSection
            key={section.id}
            id={section.id}
            title={section.title}
            description={section.description}
            tone={section.tone}
            back={index >= BACK_FROM ? { href: `#${JUMP_LIST_ID}`, label: t("backToSections") } : undefined}
          >
            {section.body}
          </AccountSection>
        ))}
      </div>
    </div>
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
    ensure(client, certificatesQuery(me.sub)),
  ]);
});
