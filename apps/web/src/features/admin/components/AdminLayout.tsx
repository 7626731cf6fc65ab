import { Outlet } from "react-router";
import { useAdminToastLimit } from "../toast";

/** Wraps every admin page: admin toast rules apply while an admin page is open. */
export function AdminLayout() {
  useAdminToastLimit();
  return <Outlet />;
}
