import type { TeamMember } from "@arthshala/contracts/forms";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Avatar } from "../../../../components/ui/Avatar";
import { Button } from "../../../../components/ui/Button";
import { Modal } from "../../../../components/ui/Modal";
import { withReason } from "../../messages";
import { deleteTeamMember, siteKeys, useAdminTeam } from "../../settings-api";
import { adminToast } from "../../toast";
import { PencilIcon, PlusIcon } from "../adminIcons";
import { DeleteButton } from "../DeleteButton";
import { EmptyState } from "../EmptyState";
import { ListState } from "../LoadStates";
import { TeamMemberForm } from "./TeamMemberForm";

type Editing = { mode: "add" } | { mode: "edit"; member: TeamMember } | null;

/**
 * The people on /about, in the order the page shows them. Removing someone also deletes their photo
 * and cannot be undone, so it asks first (unlike the soft deletes of authored content).
 */
export function TeamList() {
  const client = useQueryClient();
  const team = useAdminTeam();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const remove = useMutation({
    mutationFn: (member: TeamMember) => deleteTeamMember(member.id),
    onSuccess: (_, member) => {
      client.setQueryData<TeamMember[]>(siteKeys.team, (list) => list?.filter((m) => m.id !== member.id));
      void client.invalidateQueries({ queryKey: siteKeys.team });
      adminToast.success(`${member.name} removed from the team.`);
    },
    onError: (error) => adminToast.error(withReason("Failed to remove the team member.", error)),
    onSettled: () => setRemoving(null),
  });

  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing({ mode: "add" })}>
          <PlusIcon className="size-4" />
          Add team member
        </Button>
      </div>
      <ListState
        items={team.data}
        pending={team.isPending}
        error={team.error}
        logAs="Failed to load the team."
        loadingLabel="Loading the team"
        empty={<EmptyState text="No team members yet. /about says the team is being introduced." />}
      >
        {(members) => (
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center gap-4 p-4">
                <Avatar picture={member.image_url} alt="" className="size-12" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-slate-900">{member.name}</p>
                  <p className="text-sm break-words text-slate-600">
                    {member.role} · {member.sector} · order {member.sort_order}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing({ mode: "edit", member })}
                    aria-label={`Edit ${member.name}`}
                  >
                    <PencilIcon className="size-4" />
                    Edit
                  </Button>
                  <DeleteButton onClick={() => setRemoving(member)} aria-label={`Remove ${member.name}`}>
                    Remove
                  </DeleteButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === "edit" ? `Edit ${editing.member.name}` : "Add a team member"}
        className="max-w-lg"
      >
        {editing ? (
          <TeamMemberForm
            key={editing.mode === "edit" ? editing.member.id : "new"}
            member={editing.mode === "edit" ? editing.member : undefined}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>

      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove from the team?"
        hideCloseIcon
      >
        <p className="text-slate-700">
          {removing?.name} and their photo will be removed from /about. This cannot be undone.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => removing && remove.mutate(removing)}
          >
            {remove.isPending ? "Removing…" : "Remove"}
          </Button>
        </div>
      </Modal>
    </>
  );
}
