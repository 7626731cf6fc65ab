import type { Resources } from "../../lib/i18n/resources";

export interface NavItem {
  to: string;
  /** Its label in the common namespace's "nav" group. */
  labelKey: keyof Resources["common"]["nav"];
  /** Active only on this exact path (Home); other items stay active on their sub-pages. */
  end?: boolean;
}

export const visitorNav: NavItem[] = [
  { to: "/courses", labelKey: "courses" },
  { to: "/articles", labelKey: "articles" },
  { to: "/about", labelKey: "about" },
];

/** A learner's main links; those who run classes (Facilitators and Admins) also get Teach. */
export function learnerNav(isAdmin: boolean, canTeach = isAdmin): NavItem[] {
  const items: NavItem[] = [
    { to: "/home", labelKey: "home", end: true },
    { to: "/courses", labelKey: "courses" },
    { to: "/articles", labelKey: "articles" },
    { to: "/fin-tools", labelKey: "finTools" },
  ];
  if (canTeach) items.push({ to: "/teach", labelKey: "teach" });
  if (isAdmin) items.push({ to: "/admin", labelKey: "admin" });
  return items;
}

/**
 * A learner's menu (the header's hamburger and the tab bar's More) lists these under the main links:
 * the rest of what a signed-in learner reaches, which a phone's header has no room to spell out.
 */
export const learnerMoreNav: NavItem[] = [
  { to: "/rewards", labelKey: "rewards" },
  { to: "/notifications", labelKey: "notifications" },
  { to: "/account", labelKey: "account" },
  { to: "/policies", labelKey: "schemes" },
  { to: "/help", labelKey: "help" },
];
