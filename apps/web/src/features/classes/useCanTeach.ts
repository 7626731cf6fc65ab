import { canFacilitate } from "@arthshala/contracts/roles";
import { useMe } from "../auth";

/** Facilitators and Admins run classes (the first role is the account's). */
export function useCanTeach(): boolean {
  const { user } = useMe();
  return canFacilitate(user?.roles[0]);
}
