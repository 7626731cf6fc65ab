import type { ReactNode } from "react";
import { EditLink } from "./AdminLinks";
import { DeleteButton } from "./DeleteButton";
import type { Placement } from "./placement";
import { ReorderButtons } from "./ReorderButtons";

interface ItemActionsProps {
  /** "Module", "Card": in the Edit and Delete buttons. */
  noun: string;
  /** The item's title: names the move buttons. */
  title: string;
  /** The heading's id: describes each button. */
  titleId: string;
  placement: Placement;
  /** The item's main action, beside the move buttons (View Cards, Preview). */
  primary: ReactNode;
  editTo: string;
  onDelete: () => void;
}

/** The foot of a module or card in its list: move, the main action, Edit and Delete. */
export function ItemActions({
  noun,
  title,
  titleId,
  placement,
  primary,
  editTo,
  onDelete,
}: ItemActionsProps) {
  return (
    // Phones: move buttons + the main action on one line, Edit and Delete on the next.
    <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
      <div className="flex w-full gap-2 sm:w-auto">
        <ReorderButtons itemLabel={title} placement={placement} />
        {primary}
      </div>
      <EditLink to={editTo} titleId={titleId} className="flex-1 sm:flex-none">
        Edit {noun}
      </EditLink>
      <DeleteButton onClick={onDelete} aria-describedby={titleId} className="flex-1 sm:ml-auto sm:flex-none">
        Delete {noun}
      </DeleteButton>
    </div>
  );
}
