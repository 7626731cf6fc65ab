import { useParams } from "react-router";
import { adminKeys, readId, updateCard, useAdminCard, useAdminModule } from "../api";
import { AdminPage } from "../components/AdminPage";
import { CardForm } from "../components/CardForm";
import { LanguageTabs } from "../components/LanguageTabs";
import { ItemState } from "../components/LoadStates";
import { TranslationPanel } from "../components/TranslationForm";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";
import { translationKey } from "../translations-api";

export function EditCardPage() {
  const cardId = readId(useParams().cardId);
  const card = useAdminCard(cardId);
  const module = useAdminModule(card.data?.module_id ?? 0);
  const save = useSaveWithAlert({
    save: (form: FormData) => updateCard(cardId, form),
    saved: adminMessages.cardUpdated,
    failed: adminMessages.cardUpdateFailed,
    itemKey: adminKeys.card(cardId),
    // The Hindi tab shows the English beside each field.
    stale: (saved) => [adminKeys.cards(saved.module_id), translationKey("card", cardId)],
    goTo: (saved) => `/admin/modules/${saved.module_id}/cards`,
  });
  return (
    <AdminPage
      className="max-w-4xl"
      crumbs={[
        { label: "Courses", to: "/admin/courses" },
        ...(module.data ? [{ label: module.data.title, to: `/admin/modules/${module.data.id}/cards` }] : []),
        { label: "Edit card" },
      ]}
      title="Edit Card"
      subtitle={card.data ? `“${card.data.title}”` : undefined}
    >
      <ItemState query={card} id={cardId} loadingLabel="Loading card" notFound="Card not found.">
        {(item) => (
          <LanguageTabs
            label="Card language"
            english={<CardForm key={item.card_id} card={item} submitLabel="Save Changes" save={save} />}
            hindi={<TranslationPanel key={item.card_id} entity="card" id={item.card_id} />}
          />
        )}
      </ItemState>
    </AdminPage>
  );
}
