/** Notifications as the API sends them, for component tests. */
import type { Notification } from "@arthshala/contracts/home";

export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: "p1",
    kind: "moduleCompleted",
    content: '✅ You finished the module "Needs vs wants" in Money Basics.',
    link: "/courses/course/1",
    created_at: "2026-11-22T13:35:00.000Z",
    seen: false,
    ...overrides,
  };
}
