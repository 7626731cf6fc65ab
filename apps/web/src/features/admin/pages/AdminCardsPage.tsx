import type { AdminCard } from "@arthshala/contracts/learning";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import {
  adminKeys,
  deleteCard,
  readId,
  reorderCards,
  restoreCard,
  useAdminCards,
  useAdminCourse,
  useAdminModule,
} from "../api";
import { AdminCardItem } from "../components/AdminCardItem";
import { PlusIcon } from "../components/adminIcons";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { CardPreviewModal } from "../components/CardPreviewModal";
import { EmptyState } from "../components/EmptyState";
import { useDeleteWithUndo, useReorder } from "../hooks/useListActions";
import { adminMessages } from "../messages";

export function AdminCardsPage() {
  const moduleId = readId(useParams().moduleId);
  const module = useAdminModule(moduleId);
  const courseId = module.data?.course_id ?? 0;
  const course = useAdminCourse(courseId);
  const { data, isPending, error } = useAdminCards(moduleId);
  // A wrong id (or a deleted parent) says so, rather than offering to fill an empty list.
  const missing = !moduleId || (module.error instanceof ApiError && module.error.status === 404);
  useEffect(() => {
    if (error) console.error("Failed to load cards.", error);
  }, [error]);
  const [previewing, setPreviewing] = useState<AdminCard | null>(null);

  const listKey = adminKeys.cards(moduleId);
  const getId = (card: AdminCard) => card.card_id;
  const parents = courseId ? [adminKeys.modules(courseId), adminKeys.module(moduleId)] : [];
  const remove = useDeleteWithUndo<AdminCard>({
    listKey,
    getId,
    noun: "Card",
    remove: deleteCard,
    restore: restoreCard,
    alsoInvalidate: parents,
  });
  const reorder = useReorder<AdminCard>({
    listKey,
    getId,
    noun: "Card",
    send: (ids) => reorderCards(moduleId, ids),
  });
  const cards = data ?? [];
  const addPath = `/admin/modules/${moduleId}/cards/add`;

  return (
    <Container className="max-w-4xl">
      <Breadcrumbs
        items={[
          { label: "Admin", to: "/admin" },
          { label: "Courses", to: "/admin/courses" },
          ...(courseId
            ? [{ label: course.data?.title ?? "Course", to: `/admin/courses/${courseId}/modules` }]
            : []),
          { label: module.data?.title ?? "Module" },
        ]}
      />
      <PageHeading
        title="Cards"
        subtitle={
          module.data ? (
            <>
              Module: <span className="font-semibold text-slate-800">{module.data.title}</span>
            </>
          ) : undefined
        }
      >
        <ButtonLink to={addPath}>
          <PlusIcon />
          Add New Card
        </ButtonLink>
      </PageHeading>

      <p className="sr-only" aria-live="polite">
        {reorder.announcement}
      </p>

      {missing ? (
        <FormMessage kind="error">This module does not exist.</FormMessage>
      ) : isPending && moduleId ? (
        <PageSpinner label="Loading cards" />
      ) : cards.length === 0 ? (
        <EmptyState text={adminMessages.noCards}>
          <ButtonLink to={addPath} variant="secondary">
            <PlusIcon />
            Add the First Card
          </ButtonLink>
        </EmptyState>
      ) : (
        <ol className="space-y-4">
          {cards.map((card, index) => (
            <li key={card.card_id}>
              <AdminCardItem
                card={card}
                position={index + 1}
                isFirst={index === 0}
                isLast={index === cards.length - 1}
                onMove={(delta) => void reorder.move(card, delta, `card-${card.card_id}`, card.title)}
                onPreview={() => setPreviewing(card)}
                onDelete={() => void remove(card)}
              />
            </li>
          ))}
        </ol>
      )}

      <CardPreviewModal card={previewing} onClose={() => setPreviewing(null)} />
    </Container>
  );
}
