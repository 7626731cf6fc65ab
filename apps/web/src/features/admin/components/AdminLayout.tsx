import { Outlet } from "react-router";

/** Wraps every admin page (admin toasts keep their own limit: features/admin/toast.tsx). */
export function AdminLayout() {
  return <Outlet />;
}
