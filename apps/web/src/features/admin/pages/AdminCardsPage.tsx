import type { AdminCard } from "@arthshala/contracts/learning";
import { useState } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../lib/api";
import {
  adminKeys,
  cardDeletes,
  readId,
  reorderCards,
  useAdminCards,
  useAdminCourse,
  useAdminModule,
} from "../api";
import { AdminCardItem } from "../components/AdminCardItem";
import { AddLink } from "../components/AdminLinks";
import { AdminPage } from "../components/AdminPage";
import { CardPreviewModal } from "../components/CardPreviewModal";
import { EmptyState } from "../components/EmptyState";
import { ListState } from "../components/LoadStates";
import { useOrderedListActions } from "../hooks/useOrderedListActions";
import { adminMessages } from "../messages";

export function AdminCardsPage() {
  const moduleId = readId(useParams().moduleId);
  const module = useAdminModule(moduleId);
  const courseId = module.data?.course_id ?? 0;
  const course = useAdminCourse(courseId);
  const cards = useAdminCards(moduleId);
  // A wrong id (or a deleted parent) says so, rather than offering to fill an empty list.
  const missing = !moduleId || (module.error instanceof ApiError && module.error.status === 404);
  const [previewing, setPreviewing] = useState<AdminCard | null>(null);
  const actions = useOrderedListActions<AdminCard>({
    noun: "Card",
    listKey: adminKeys.cards(moduleId),
    itemKey: adminKeys.card,
    getId: (card) => card.card_id,
    titleOf: (card) => card.title,
    ...cardDeletes,
    reorder: (ids) => reorderCards(moduleId, ids),
    // The module list counts its cards.
    alsoInvalidate: courseId ? [adminKeys.modules(courseId), adminKeys.module(moduleId)] : [],
  });
  const addPath = `/admin/modules/${moduleId}/cards/add`;

  return (
    <AdminPage
      className="max-w-4xl"
      crumbs={[
        { label: "Courses", to: "/admin/courses" },
        ...(courseId
          ? [{ label: course.data?.title ?? "Course", to: `/admin/courses/${courseId}/modules` }]
          : []),
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
