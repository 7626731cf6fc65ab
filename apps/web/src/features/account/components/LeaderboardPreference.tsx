import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Switch } from "../../../components/ui/Switch";
import { errorMessage } from "../../../lib/api";
import { homeKeys } from "../../progress";
import { type Account, accountKeys, setLeaderboardHidden, useWho } from "../api";

/** The leaderboard modal's "Show me on the leaderboard" switch, on the same endpoint. */
export function LeaderboardPreference({ account }: { account: Account }) {
  const { t } = useTranslation("account");
  const who = useWho();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: setLeaderboardHidden,
    onSuccess: ({ hidden }) => {
      client.setQueryData<Account>(accountKeys.account(who), (a) =>
        a ? { ...a, leaderboard_hidden: hidden } : a,
      );
      void client.invalidateQueries({ queryKey: homeKeys.all(who) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const hidden = save.isPending ? (save.variables ?? account.leaderboard_hidden) : account.leaderboard_hidden;
  return (
    <Switch
      label={t("leaderboard.showMe")}
      hint={hidden ? t("leaderboard.hiddenHint") : t("leaderboard.shownHint")}
      checked={!hidden}
      disabled={save.isPending}
      onChange={(show) => save.mutate(!show)}
    />
  );
}
