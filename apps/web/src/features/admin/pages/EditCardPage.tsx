import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { adminKeys, readId, updateCard, useAdminCard, useAdminModule } from "../api";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { CardForm } from "../components/CardForm";
import { useResultAlert } from "../components/ResultAlert";
import { withReason } from "../hooks/useListActions";
import { adminMessages } from "../messages";

export function EditCardPage() {
  const cardId = readId(useParams().cardId);
  const card = useAdminCard(cardId);
  const moduleId = card.data?.module_id ?? 0;
  const module = useAdminModule(moduleId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const alert = useResultAlert();
  const mutation = useMutation({
    mutationFn: (form: FormData) => updateCard(cardId, form),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.card(cardId), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.cards(saved.module_id) });
      alert.show(adminMessages.cardUpdated, () => navigate(`/admin/modules/${saved.module_id}/cards`));
    },
    onError: (error) => alert.show(withReason(adminMessages.cardUpdateFailed, error)),
  });

  return (
    <Container className="max-w-4xl">
      <Breadcrumbs
        items={[
          { label: "Admin", to: "/admin" },
          { label: "Courses", to: "/admin/courses" },
          ...(module.data
            ? [{ label: module.data.title, to: `/admin/modules/${module.data.id}/cards` }]
            : []),
          { label: "Edit card" },
        ]}
      />
      <PageHeading title="Edit Card" subtitle={card.data ? `“${card.data.title}”` : undefined} />
      {card.isPending && cardId ? (
        <PageSpinner label="Loading card" />
      ) : card.data ? (
        <CardForm
          key={card.data.card_id}
          card={card.data}
          submitLabel="Save Changes"
          busy={mutation.isPending}
          onSubmit={(form) => mutation.mutate(form)}
        />
      ) : (
        <FormMessage kind="error">{card.error ? errorMessage(card.error) : "Card not found."}</FormMessage>
      )}
      {alert.element}
    </Container>
  );
}
