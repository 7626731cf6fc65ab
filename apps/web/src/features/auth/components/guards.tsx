/** Route guards: layout routes that let a page render only for the right visitor. */
import { safeReturnPath } from "@arthshala/contracts/auth-client";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../../../components/ui/Spinner";
import { useMe } from "../session";

/**
 * Signed-in users only; others go to the landing page once /me has answered, or to sign in and back
 * when the address carries a query.
 */
export function RequireUser() {
  const { user, isLoading } = useMe();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) {
    // A link carrying values (a calculator's "start a goal") is worth coming back to after signing in.
    const back = location.search ? safeReturnPath(`${location.pathname}${location.search}`) : null;
    return <Navigate to={back ? `/signin?next=${encodeURIComponent(back)}` : "/"} replace />;
  }
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
