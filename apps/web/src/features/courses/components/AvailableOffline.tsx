import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { ProgressBar } from "../../../components/cards/CourseCard";
import { DownloadIcon, SavedIcon } from "../../../components/offline/icons";
import { Button } from "../../../components/ui/Button";
import { cx } from "../../../lib/cx";
import { formatDate } from "../../../lib/format";
import { offlineMessages as m } from "../../../lib/offline/messages";
import { useOnline } from "../../../lib/offline/network";
import { useLearner } from "../api";
import {
  removeSavedCourse,
  type SavedCourse,
  saveCourseForOffline,
  savedCourseKey,
  useSavedCourse,
} from "../savedCourses";

/** A saved course opened online this long after saving is saved again, quietly (content changes). */
export const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

const savedDay = (date: Date) => formatDate(date, { day: "numeric", month: "short", year: "numeric" });

/**
 * On a course roadmap, for a signed-in learner: save the course on this device for offline reading,
 * watch it save, then see it is available offline (and remove it).
 */
export function AvailableOffline({ courseId, title }: { courseId: number; title: string }) {
  useTranslation(); // re-render in a newly chosen language
  const client = useQueryClient();
  const { who, signedIn } = useLearner();
  const online = useOnline();
  const saved = useSavedCourse(who, courseId, signedIn);
  const [percent, setPercent] = useState<number | null>(null);

  const save = useMutation({
    networkMode: "always",
    mutationFn: (quiet: boolean) =>
      saveCourseForOffline(who, courseId, (done, total) => {
        if (!quiet) setPercent(Math.round((done / Math.max(total, 1)) * 100));
      }),
    onSuccess: (record: SavedCourse, quiet) => {
      client.setQueryData(savedCourseKey(who, courseId), record);
      if (!quiet) toast.success(m.savedToast, { id: `saved-${courseId}` });
    },
    onError: (_error, quiet) => {
      if (!quiet) toast.error(m.saveFailed, { id: `saved-${courseId}` });
    },
    onSettled: () => setPercent(null),
  });

  const remove = useMutation({
    networkMode: "always",
    mutationFn: () => removeSavedCourse(who, courseId),
    onSuccess: () => {
      client.setQueryData(savedCourseKey(who, courseId), null);
      toast.success(m.removedToast, { id: `saved-${courseId}` });
    },
  });

  // Content changes: a saved course opened online a day after saving is saved again in the background.
  const { mutate, isPending } = save;
  const savedAt = saved.data?.savedAt;
  useEffect(() => {
    if (savedAt !== undefined && online && !isPending && Date.now() - savedAt > REFRESH_AFTER_MS)
      mutate(true);
  }, [savedAt, online, isPending, mutate]);

  if (!signedIn) return null;
  const record = saved.data ?? null;
  const saving = percent !== null;

  let icon = <DownloadIcon className="size-5" />;
  let heading: string = m.offerTitle;
  let text: string = online ? m.offerText : m.offerNeedsConnection;
  let action: ReactNode = (
    <Button
      variant="secondary"
      size="sm"
      className="shrink-0"
      disabled={!online || saved.isPending}
      onClick={() => save.mutate(false)}
    >
      <DownloadIcon className="size-4" />
      {m.offerButton}
    </Button>
  );
  if (saving) {
    icon = <DownloadIcon className="size-5 animate-pulse" />;
    heading = m.saving(percent);
    text = m.offerText;
    action = null;
  } else if (record) {
    icon = <SavedIcon className="size-5" />;
    heading = m.savedTitle;
    text = m.savedText(record.cards, savedDay(new Date(record.savedAt)));
    action = (
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0 self-start sm:self-auto"
        aria-label={m.removeLabel(title)}
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
      >
        {m.removeButton}
      </Button>
    );
  }

  return (
    <section
      aria-label={m.regionLabel}
      data-testid="available-offline"
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span
            className={cx(
              "inline-flex size-9 shrink-0 items-center justify-center rounded-full",
              record && !saving ? "bg-green-100 text-green-800" : "bg-brand-50 text-brand-700",
            )}
          >
            {icon}
          </span>
          <div className="min-w-0" role="status" aria-live="polite">
            <p className="font-semibold text-slate-900">{heading}</p>
            <p className="text-sm text-slate-600">{text}</p>
          </div>
        </div>
        {action}
      </div>
      {saving ? <ProgressBar percent={percent} label={m.savingLabel} className="mt-3" /> : null}
    </section>
  );
}
