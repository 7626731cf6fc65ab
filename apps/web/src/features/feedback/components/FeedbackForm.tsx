import {
  FEEDBACK_OPTIONS,
  FEEDBACK_QUESTIONS,
  feedbackMessages,
  STAR_QUESTIONS,
} from "@arthshala/contracts/feedback-rules";
import { type FeedbackBody, feedbackBodySchema } from "@arthshala/contracts/forms";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type DefaultValues, FormProvider, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { FormRootError, FormTextarea } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { ApiError } from "../../../lib/api";
import { sendFeedback } from "../api";
import { ChoiceGroup } from "./ChoiceGroup";
import { QuietInput } from "./QuietInput";
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
  const summaryId = useId();
  const form = useZodForm(feedbackBodySchema, blankForm(person));
  const [sent, setSent] = useState(false);
  const confusing = useWatch({ control: form.control, name: "q5_confusing" });

  const send = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => {
      toast.success(feedbackMessages.thanks);
      setSent(true);
      form.reset(blankForm(person));
      onSent?.();
    },
    onError: (error) => {
      // The server's own words for a refusal it explains (too many, junk); the spec's text otherwise.
      const explained = error instanceof ApiError && (error.status === 429 || error.status === 400);
      if (error instanceof ApiError && error.status === 400)
        applyServerError(form, error, { fields: FIELDS });
      toast.error(explained ? error.fieldMessage : feedbackMessages.failed);
    },
  });

  const { errors } = form.formState;
  const missing = REQUIRED.some((name) => errors[name]?.message === feedbackMessages.required);
  const unrated = STAR_QUESTIONS.some((name) => errors[name]);
  const summary = missing ? feedbackMessages.required : unrated ? feedbackMessages.stars : null;

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
            {person ? "We've filled in your name and email." : "Tell us who you are, so we can reply."}
          </legend>
          <QuietInput
            name="name"
            label="Name"
            autoComplete="name"
            maxLength={80}
            formLevel={FORM_LEVEL}
            summaryId={summaryId}
          />
          <QuietInput
            name="email"
            label="Email"
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
          question={FEEDBACK_QUESTIONS.q1_helpfulness}
          describedBy={summaryId}
        />
        <ChoiceGroup
          name="q2_difficulty"
          question={FEEDBACK_QUESTIONS.q2_difficulty}
          options={FEEDBACK_OPTIONS.q2_difficulty}
          describedBy={summaryId}
        />
        <StarRating
          name="q3_navigation"
          question={FEEDBACK_QUESTIONS.q3_navigation}
          describedBy={summaryId}
        />
        <ChoiceGroup
          name="q4_design"
          question={FEEDBACK_QUESTIONS.q4_design}
          options={FEEDBACK_OPTIONS.q4_design}
          describedBy={summaryId}
        />
        <div className="space-y-4">
          <ChoiceGroup
            name="q5_confusing"
            question={FEEDBACK_QUESTIONS.q5_confusing}
            options={FEEDBACK_OPTIONS.q5_confusing}
            describedBy={summaryId}
          />
          {confusing === "Yes" ? (
            <FormTextarea
              name="q5_details"
              label={FEEDBACK_QUESTIONS.q5_details}
              optional
              rows={3}
              maxLength={1000}
            />
          ) : null}
        </div>
        <ChoiceGroup
          name="q6_favFeature"
          question={FEEDBACK_QUESTIONS.q6_favFeature}
          options={FEEDBACK_OPTIONS.q6_favFeature}
          describedBy={summaryId}
        />
        <StarRating
          name="q7_returnLikelihood"
          question={FEEDBACK_QUESTIONS.q7_returnLikelihood}
          describedBy={summaryId}
        />
        <FormTextarea
          name="additionalFeedback"
          label={FEEDBACK_QUESTIONS.additionalFeedback}
          optional
          rows={4}
          maxLength={2000}
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
          {sent ? <FormMessage kind="success">{feedbackMessages.thanks}</FormMessage> : null}
          <Button type="submit" size="lg" block disabled={send.isPending} className="sm:w-auto">
            {send.isPending ? feedbackMessages.submitting : "Submit Feedback"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
