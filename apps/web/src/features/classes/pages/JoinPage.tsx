import { JOIN_CODE_PATTERN, normaliseJoinCode } from "@arthshala/contracts/classes-rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { deviceLanguage } from "../../../lib/i18n/detect";
import { ensure, pageLoader } from "../../../lib/route-data";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { ensureMe, openSignInPopup, useMe, whoOf } from "../../auth";
import { type JoinLookup, joinClass, joinLookupQuery } from "../api";
import { CodeForm } from "../components/CodeForm";
import { joinPathOf } from "../joinPaths";

const codeOf = (raw: string | undefined) => normaliseJoinCode(raw ?? "");

/**
 * /join and /join/:code: what the code opens (the class, who runs it, its language), then one tap to
 * join. A visitor signs up or signs in on the way and comes back here; joined, the learner lands on
 * /home, where the class's assigned work shows, with a toast saying which class they joined.
 */
export function JoinPage() {
  const { t } = useTranslation("classes");
  const code = codeOf(useParams().code);
  return (
    <Container className="max-w-xl">
      {code ? (
        <JoinCode code={code} />
      ) : (
        <>
          <PageHeading title={t("join.title")} subtitle={t("join.typeCode")} />
          <CodeForm />
        </>
      )}
    </Container>
  );
}

function JoinCode({ code }: { code: string }) {
  const { t } = useTranslation("classes");
  const { user } = useMe();
  const lookup = useQuery({ ...joinLookupQuery(whoOf(user), code), enabled: JOIN_CODE_PATTERN.test(code) });
  useClassLanguage(lookup.data, user?.language ?? null);
  if (!JOIN_CODE_PATTERN.test(code) || lookup.isError)
    return (
      <>
        <PageHeading title={t("join.title")} />
        <div className="space-y-6">
          {lookup.isError ? <FormMessage kind="error">{errorMessage(lookup.error)}</FormMessage> : null}
          <CodeForm initial={code} />
        </div>
      </>
    );
  if (lookup.isPending) return <PageSpinner label={t("join.loading")} />;
  return <ClassToJoin code={code} cls={lookup.data} signedIn={user !== null} />;
}

/**
 * A visitor who has chosen no language (none saved, none on this device) reads a class's page in the
 * class's own language. Not remembered: choosing one in the header still decides.
 */
function useClassLanguage(cls: JoinLookup | undefined, saved: string | null) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!cls || saved || deviceLanguage()) return;
    if (i18n.language !== cls.language) void i18n.changeLanguage(cls.language);
  }, [cls, saved, i18n]);
}

function ClassToJoin({ code, cls, signedIn }: { code: string; cls: JoinLookup; signedIn: boolean }) {
  const { t } = useTranslation("classes");
  useDocumentTitle(`${t("join.title")}: ${cls.class_name} · Arthshala`);
  return (
    <section
      aria-labelledby="join-class-name"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        {t("join.youAreJoining")}
      </p>
      <h1 id="join-class-name" className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
        {cls.class_name}
      </h1>
      <p className="mt-2 text-lg text-slate-700">
        {t("join.by", { organisation: cls.organisation_name })} · {t(`kinds.${cls.organisation_kind}`)}
      </p>
      <p className="mt-1 text-slate-600">
        {t("join.taughtIn", { language: t(`languages.${cls.language}`) })}
      </p>
      <p className="mt-5 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">{t("join.whatTheySee")}</p>
      <div className="mt-6">
        {cls.member ? (
          <AlreadyIn />
        ) : cls.status !== "open" ? (
          <div className="space-y-4">
            <FormMessage kind="error">{cls.message ?? t(`status.${cls.status}`)}</FormMessage>
            <Link to="/join" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
              {t("join.otherCode")}
            </Link>
          </div>
        ) : signedIn ? (
          <JoinButton code={code} />
        ) : (
          <SignedOut code={code} />
        )}
      </div>
    </section>
  );
}

function AlreadyIn() {
  const { t } = useTranslation("classes");
  return (
    <div className="space-y-4">
      <FormMessage kind="success">{t("join.alreadyIn")}</FormMessage>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/home">{t("join.toHome")}</ButtonLink>
        <ButtonLink to="/account#classes" variant="secondary">
          {t("join.yourClasses")}
        </ButtonLink>
      </div>
    </div>
  );
}

function JoinButton({ code }: { code: string }) {
  const { t } = useTranslation("classes");
  const client = useQueryClient();
  const navigate = useNavigate();
  const join = useMutation({
    mutationFn: () => joinClass({ code }),
    onSuccess: (joined) => {
      // What a class brings (assigned work on /home and /courses, the class on /account) is read afresh.
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
      navigate("/home");
      toast.success(joined.message, { id: "joined-class" });
    },
  });
  return (
    <div className="space-y-4">
      {join.isError ? <FormMessage kind="error">{errorMessage(join.error)}</FormMessage> : null}
      <Button size="lg" block disabled={join.isPending} onClick={() => join.mutate()}>
        {join.isPending ? t("join.joining") : t("join.joinButton")}
      </Button>
    </div>
  );
}

function SignedOut({ code }: { code: string }) {
  const { t } = useTranslation("classes");
  const client = useQueryClient();
  const navigate = useNavigate();
  const back = joinPathOf(code);
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t("join.signedOut")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <ButtonLink to={`/signup?next=${encodeURIComponent(back)}`} size="lg">
          {t("join.signUp")}
        </ButtonLink>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => void openSignInPopup(client, { next: back, navigate, afterPopup: back })}
        >
          {t("join.signIn")}
        </Button>
      </div>
    </div>
  );
}

/** The class the code opens (and whether the learner is in it already), drawn with the page. */
export const loader = pageLoader(async (client, { params }) => {
  const code = codeOf(params.code);
  if (!JOIN_CODE_PATTERN.test(code)) return;
  const me = await ensureMe(client);
  await ensure(client, joinLookupQuery(whoOf(me), code));
});
