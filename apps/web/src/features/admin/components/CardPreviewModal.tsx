import type { AdminCard } from "@arthshala/contracts/learning";
import { markdownToHtml } from "@arthshala/contracts/markdown-html";
import { shuffledSteps } from "@arthshala/contracts/question-kinds";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CardBody } from "../../../components/cards/CardBody";
import { checkboxClasses } from "../../../components/form/fields";
import { Modal } from "../../../components/ui/Modal";

/** A card exactly as learners see it (the shared CardBody, in preview mode: nothing can be answered). */
export function CardPreviewModal({ card, onClose }: { card: AdminCard | null; onClose: () => void }) {
  const [showAnswer, setShowAnswer] = useState(false);
  const newTab = useTranslation().t("ui.newTab");
  // Its Markdown as the API would send it to learners (the same function, markdown-html.ts).
  const html = useMemo(
    () => ({
      content: card?.content_text ? markdownToHtml(card.content_text, { newTab }) : null,
      explanation: card?.explanation ? markdownToHtml(card.explanation, { newTab }) : null,
    }),
    [card, newTab],
  );
  useEffect(() => {
    if (card) setShowAnswer(false);
  }, [card]);

  const keyed =
    card?.content_type === "question" && card.question_type !== "subjective" && card.correct_answer;
  return (
    <Modal
      open={card !== null}
      onClose={onClose}
      title={card ? `Preview: ${card.title}` : "Preview"}
      className="max-w-2xl"
    >
      {card ? (
        <div className="space-y-5">
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            This is how learners see the card. Answers can't be chosen in the preview.
          </p>
          {card.content_type === "question" && card.question_type !== "subjective" ? (
            <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className={checkboxClasses}
                checked={showAnswer}
                disabled={!keyed}
                onChange={(e) => setShowAnswer(e.target.checked)}
              />
              {keyed ? "Show it answered correctly" : "No correct answer is set"}
            </label>
          ) : null}
          <div className="rounded-2xl border border-slate-200 p-4 sm:p-6">
            <CardBody
              card={{
                ...card,
                content_html: html.content,
                // Learners get an order question's steps in the card's fixed shuffle: so does the preview.
                options:
                  card.question_type === "order" ? shuffledSteps(card.options, card.card_id) : card.options,
              }}
              preview
              titleAs="h3"
              answer={
                showAnswer && keyed
                  ? {
                      userAnswer: card.correct_answer,
                      correct_answer: card.correct_answer,
                      is_correct: true,
                      explanation_html: html.explanation,
                    }
                  : undefined
              }
            />
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
