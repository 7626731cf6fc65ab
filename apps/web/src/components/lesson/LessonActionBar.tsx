import type { ReactNode, Ref } from "react";

/**
 * The bottom bar of a lesson, a review round or the Review deck: always on screen, over the page's end (the page leaves room for it with
 * LESSON_BAR_ROOM), with the safe area of a phone's home indicator below it.
 */
export function LessonActionBar({
  children,
  ref,
  testId = "lesson-action-bar",
}: {
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
  testId?: string;
}) {
  return (
    <div
      ref={ref}
      data-testid={testId}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.06)]"
    >
      <div className="mx-auto max-w-3xl px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
        {children}
      </div>
    </div>
  );
}

/** Room at the end of a lesson page, so its last line scrolls clear of the action bar. */
export const LESSON_BAR_ROOM = "pb-32";
