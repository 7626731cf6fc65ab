import {
  DETAILS_MAX,
  FEEDBACK_OPTIONS,
  feedbackMessages,
  MESSAGE_MAX,
  STAR_QUESTIONS,
} from "@arthshala/contracts/feedback-rules";
import { type FeedbackBody, feedbackBodySchema } from "@arthshala/contracts/forms";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type DefaultValues, FormProvider, useWatch } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { FormRootError } from "../../../components/form/bound";
import { CountedTextarea } from "../../../components/form/CountedTextarea";
import { useFormMessage } from "../../../components/form/formMessages";
import { QuietInput } from "../../../components/form/QuietInput";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { ApiError } from "../../../lib/api";
import { sendFeedback } from "../api";
import { ChoiceGroup } from "./ChoiceGroup";
import { StarRating } from "./StarRating";

export interface Person {
  name: string;
  email: string;
}

/** The fields whose emptiness the spec reports with one message (section 5). */
const REQUIRED = ["name", "email", "q2_difficulty", "q4_design", "q5_confusing", "q6_favFeature"] as const;
const FORM_LEVEL = [feedbackMessages.required, feedbackMessages.stars] as const;
const FIELDS = Object.keys(feedbackBodySchema.in.shape);

/**
 * The learner's name and email with empty answers (spec section 4). A choice stays "" until one is
 * picked and a rating 0: the schema refuses both with the spec's messages.
 */
const blankForm = (person: Person | null) =>
  ({
    name: person?.name ?? "",
    email: person?.email ?? "",
    q1_helpfulness: 0,
    q2_difficulty: "",
    q3_navigation: 0,
    q4_design: "",
    q5_confusing: "",
    q5_details: "",
    q6_favFeature: "",
    q7_returnLikelihood: 0,
    additionalFeedback: "",
  }) as unknown as DefaultValues<FeedbackBody>;

interface FeedbackFormProps {
  /** The signed-in learner (prefilled, and what the form resets to); null for a visitor. */
  person: Person | null;
  onSent?: () => void;
}

/** Every question of the spec's feedback form (sections 3 and 5), checked by the server's own schema. */
export function FeedbackForm({ person, onSent }: FeedbackFormProps) {
  const { t } = useTranslation("forms");
  const say = useFormMessage();
  const summaryId = useId();
  const form = useZodForm(feedbackBodySchema, blankForm(person));
  const [sent, setSent] = useState(false);
  const confusing = useWatch({ control: form.control, name: "q5_confusing" });

  const send = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => {
      toast.success(t("feedback.thanks"));
      setSent(true);
      form.reset(blankForm(person));
      onSent?.();
    },
    onError: (error) => {
      // The server's own words for a refusal it explains (too many, junk); the spec's text otherwise.
      const explained = error instanceof ApiError && (error.status === 429 || error.status === 400);
      if (error instanceof ApiError && error.status === 400)
        applyServerError(form, error, { fields: FIELDS });
      toast.error(explained ? (say(error.fieldMessage) ?? error.fieldMessage) : t("feedback.failed"));
    },
  });

  const { errors } = form.formState;
  const missing = REQUIRED.some((name) => errors[name]?.message === feedbackMessages.required);
  const unrated = STAR_QUESTIONS.some((name) => errors[name]);
  const summary = missing ? t("validation.required") : unrated ? t("validation.stars") : null;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          setSent(false);
          void form.handleSubmit((values) => send.mutate(values))(event);
        }}
        className="space-y-8"
      >
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 text-sm text-slate-600">
            {person ? t("feedback.prefilled") : t("feedback.whoAreYou")}
          </legend>
          <QuietInput
            name="name"
            label={t("name")}
            autoComplete="name"
            maxLength={80}
            formLevel={FORM_LEVEL}
            summaryId={summaryId}
          />
          <QuietInput
            name="email"
            label={t("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            formLevel={FORM_LEVEL}
            summaryId={summaryId}
          />
        </fieldset>

        <StarRating
          name="q1_helpfulness"
          question={t("feedback.questions.q1_helpfulness")}
          describedBy={summaryId}
        />
        <ChoiceGroup
          name="q2_difficulty"
          question={t("feedback.questions.q2_difficulty")}
          options={FEEDBACK_OPTIONS.q2_difficulty}
          describedBy={summaryId}
        />
        <StarRating
          name="q3_navigation"
          question={t("feedback.questions.q3_navigation")}
          describedBy={summaryId}
        />
        <ChoiceGroup
          name="q4_design"
          question={t("feedback.questions.q4_design")}
          options={FEEDBACK_OPTIONS.q4_design}
          describedBy={summaryId}
        />
        <div className="space-y-4">
          <ChoiceGroup
            name="q5_confusing"
            question={t("feedback.questions.q5_confusing")}
            options={FEEDBACK_OPTIONS.q5_confusing}
            describedBy={summaryId}
          />
          {confusing === "Yes" ? (
            <CountedTextarea
              name="q5_details"
              label={t("feedback.questions.q5_details")}
              optional
              rows={3}
              max={DETAILS_MAX}
            />
          ) : null}
        </div>
        <ChoiceGroup
          name="q6_favFeature"
          question={t("feedback.questions.q6_favFeature")}
          options={FEEDBACK_OPTIONS.q6_favFeature}
          describedBy={summaryId}
        />
        <StarRating
          name="q7_returnLikelihood"
          question={t("feedback.questions.q7_returnLikelihood")}
          describedBy={summaryId}
        />
        <CountedTextarea
          name="additionalFeedback"
          label={t("feedback.questions.additionalFeedback")}
          optional
          rows={4}
          max={MESSAGE_MAX}
        />

        <div className="space-y-4 border-t border-slate-200 pt-6">
          <FormRootError />
          {summary ? (
            <p
              id={summaryId}
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {summary}
            </p>
          ) : null}
          {sent ? <FormMessage kind="success">{t("feedback.thanks")}</FormMessage> : null}
          <Button type="submit" size="lg" block disabled={send.isPending} className="sm:w-auto">
            {send.isPending ? t("feedback.submitting") : t("feedback.submit")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
