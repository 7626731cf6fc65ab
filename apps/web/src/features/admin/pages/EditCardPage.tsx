import { useParams } from "react-router";
import { readId } from "../api";
import { cardQuery, moduleQuery, useAuthoring, useAuthoringCard, useAuthoringModule } from "../authoring-api";
import { AdminPage } from "../components/AdminPage";
import { CardForm } from "../components/CardForm";
import { LanguageTabs } from "../components/LanguageTabs";
import { ItemState } from "../components/LoadStates";
import { TranslationPanel } from "../components/TranslationForm";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";
import { translationKey } from "../translations-api";
import { authoringLoader } from "./authoringLoader";

export function EditCardPage() {
  const cardId = readId(useParams().cardId);
  const { scope, keys, calls } = useAuthoring();
  const card = useAuthoringCard(cardId);
  const module = useAuthoringModule(card.data?.module_id ?? 0);
  const save = useSaveWithAlert({
    save: (form: FormData) => calls.updateCard(cardId, form),
    saved: adminMessages.cardUpdated,
    failed: adminMessages.cardUpdateFailed,
    itemKey: keys.card(cardId),
    // The Hindi tab shows the English beside each field.
    stale: (saved) => [keys.cards(saved.module_id), translationKey("card", cardId)],
    goTo: (saved) => scope.paths.cards(saved.module_id),
  });
  return (
    <AdminPage
      className="max-w-4xl"
      crumbs={[
        { label: "Courses", to: scope.paths.courses },
        ...(module.data ? [{ label: module.data.title, to: scope.paths.cards(module.data.id) }] : []),
        { label: "Edit card" },
      ]}
      title="Edit Card"
      subtitle={card.data ? `“${card.data.title}”` : undefined}
    >
      <ItemState query={card} id={cardId} loadingLabel="Loading card" notFound="Card not found.">
        {(item) => {
          const form = <CardForm key={item.card_id} card={item} submitLabel="Save Changes" save={save} />;
          return scope.translations ? (
            <LanguageTabs
              label="Card language"
              english={form}
              hindi={<TranslationPanel key={item.card_id} entity="card" id={item.card_id} />}
            />
          ) : (
            form
          );
        }}
      </ItemState>
    </AdminPage>
  );
}

export const loader = authoringLoader(async (load, scope, params) => {
  const card = await load(cardQuery(scope, readId(params.cardId)));
  if (card) await load(moduleQuery(scope, card.module_id));
});
