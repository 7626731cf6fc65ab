import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

interface SiteMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const SiteMenuContext = createContext<SiteMenuState | null>(null);

/**
 * Whether the phone menu is open, for the two controls that open it: the header's hamburger and the
 * tab bar's More. There is one menu (drawn by the header), so both lead to the same links and actions.
 * Only the readers re-render when it opens: the layout's children are made once, outside this state.
 */
export function SiteMenuProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <SiteMenuContext.Provider value={value}>{children}</SiteMenuContext.Provider>;
}

export function useSiteMenu(): SiteMenuState {
  const menu = useContext(SiteMenuContext);
  if (!menu) throw new Error("useSiteMenu needs SiteMenuProvider (app/layout/RootLayout.tsx) above it");
  return menu;
}
