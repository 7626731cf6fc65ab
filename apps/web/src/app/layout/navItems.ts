export interface NavItem {
  to: string;
  label: string;
  /** Active only on this exact path (Home); other items stay active on their sub-pages. */
  end?: boolean;
}

export const visitorNav: NavItem[] = [
  { to: "/courses", label: "Courses" },
  { to: "/articles", label: "Articles" },
  { to: "/about", label: "About Us" },
];

export function learnerNav(isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: "/home", label: "Home", end: true },
    { to: "/courses", label: "Courses" },
    { to: "/articles", label: "Articles" },
    { to: "/fin-tools", label: "FinTools" },
  ];
  if (isAdmin) items.push({ to: "/admin", label: "Admin Dashboard" });
  return items;
}
