import type { Me } from "@arthshala/contracts/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { setSignedInUser } from "./session";

/**
 * After the form signs someone in: remember the user, then go home, or, inside the
 * sign-in popup (?popup=1), to /auth/done which reports back to the opener and closes.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inPopup = params.get("popup") === "1";

  const finish = (user: Me) => {
    setSignedInUser(queryClient, user);
    navigate(inPopup ? "/auth/done?popup=1" : "/home", { replace: inPopup });
  };
  return { finish, inPopup };
}
