import type { AdminCard } from "@arthshala/contracts/learning";
import { useState } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../lib/api";
import { readId } from "../api";
import {
  cardsQuery,
  courseQuery,
  moduleQuery,
  useAuthoring,
  useAuthoringCards,
  useAuthoringCourse,
  useAuthoringModule,
} from "../authoring-api";
import { AdminCardItem } from "../components/AdminCardItem";
import { AddLink } from "../components/AdminLinks";
import { AdminPage } from "../components/AdminPage";
import { CardPreviewModal } from "../components/CardPreviewModal";
import { EmptyState } from "../components/EmptyState";
import { ListState } from "../components/LoadStates";
import { useOrderedListActions } from "../hooks/useOrderedListActions";
import { adminMessages } from "../messages";
import { authoringLoader } from "./authoringLoader";

export function AdminCardsPage() {
  const moduleId = readId(useParams().moduleId);
  const { scope, keys, calls } = useAuthoring();
  const module = useAuthoringModule(moduleId);
  const courseId = module.data?.course_id ?? 0;
  const course = useAuthoringCourse(courseId);
  const cards = useAuthoringCards(moduleId);
  // A wrong id (or a deleted parent) says so, rather than offering to fill an empty list.
  const missing = !moduleId || (module.error instanceof ApiError && module.error.status === 404);
  const [previewing, setPreviewing] = useState<AdminCard | null>(null);
  const actions = useOrderedListActions<AdminCard>({
    noun: "Card",
    listKey: keys.cards(moduleId),
    itemKey: keys.card,
    getId: (card) => card.card_id,
    titleOf: (card) => card.title,
    ...calls.cardDeletes,
    reorder: (ids) => calls.reorderCards(moduleId, ids),
    // The module list and the course lists count its cards.
    alsoInvalidate: [keys.courses, ...(courseId ? [keys.modules(courseId), keys.module(moduleId)] : [])],
  });
  const addPath = scope.paths.addCard(moduleId);

  return (
    <AdminPage
      className="max-w-4xl"
      crumbs={[
        { label: "Courses", to: scope.paths.courses },
        ...(courseId ? [{ label: course.data?.title ?? "Course", to: scope.paths.modules(courseId) }] : []),
        { label: module.data?.title ?? "Module" },
      ]}
      title="Cards"
      subtitle={
        module.data ? (
          <>
            Module: <span className="font-semibold text-slate-800">{module.data.title}</span>
          </>
        ) : undefined
      }
      actions={<AddLink to={addPath}>Add New Card</AddLink>}
    >
      {actions.announcer}
      <ListState
        items={cards.data}
        pending={cards.isPending}
        error={cards.error}
        logAs="Failed to load cards."
        missing={missing && "This module does not exist."}
        loadingLabel="Loading cards"
        empty={
          <EmptyState text={adminMessages.noCards}>
            <AddLink to={addPath} variant="secondary">
              Add the First Card
            </AddLink>
          </EmptyState>
        }
      >
        {(list) => (
          <ol className="space-y-4">
            {list.map((card, index) => (
              <li key={card.card_id}>
                <AdminCardItem
                  card={card}
                  placement={actions.placement(card, index, list.length)}
                  onPreview={() => setPreviewing(card)}
                  onDelete={() => void actions.remove(card)}
                />
              </li>
            ))}
          </ol>
        )}
      </ListState>
      <CardPreviewModal card={previewing} onClose={() => setPreviewing(null)} />
    </AdminPage>
  );
}

export const loader = authoringLoader(async (load, scope, params) => {
  const moduleId = readId(params.moduleId);
  const [module] = await Promise.all([load(moduleQuery(scope, moduleId)), load(cardsQuery(scope, moduleId))]);
  if (module) await load(courseQuery(scope, module.course_id));
});
