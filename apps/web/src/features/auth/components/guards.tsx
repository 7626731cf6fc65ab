/** Route guards: layout routes that let a page render only for the right visitor. */
import { Navigate, Outlet } from "react-router";
import { PageSpinner } from "../../../components/ui/Spinner";
import { useMe } from "../session";

/** Signed-in users only; others go to the landing page once /me has answered. */
export function RequireUser() {
  const { user, isLoading } = useMe();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Admins only (first role "Admin"); everybody else goes to the landing page. */
export function RequireAdmin() {
  const { user, isAdmin, isLoading } = useMe();
  if (isLoading) return <PageSpinner />;
  if (!user || !isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** The landing page renders at once for visitors; a signed-in user is replaced to /home. */
export function RedirectSignedIn() {
  const { user } = useMe();
  if (user) return <Navigate to="/home" replace />;
  return <Outlet />;
}
