import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { StarIcon } from "../../../components/ui/icons";
import { ApiError } from "../../../lib/api";
import { cx } from "../../../lib/cx";
import { type Article, articleKeys, myRatingQuery, patchCachedRating, rateArticle } from "../api";
import { ratingSummary } from "../format";

const STARS = [1, 2, 3, 4, 5] as const;

interface ArticleRatingProps {
  article: Article;
  /** The signed-in learner's sub: ratings are cached per person. */
  who: string;
}

/** "Rate this article": five stars for signed-in readers, with their own rating and the average. */
export function ArticleRating({ article, who }: ArticleRatingProps) {
  const { t } = useTranslation("articles");
  const headingId = useId();
  const queryClient = useQueryClient();
  const key = articleKeys.myRating(who, article.id);
  const mine = useQuery(myRatingQuery(who, article.id));
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    // One toast per article, however often the query re-renders.
    if (mine.isError) toast.error(t("messages.ratingFetchFailed"), { id: `rating-fetch-${article.id}` });
  }, [mine.isError, article.id, t]);

  const rate = useMutation({
    mutationFn: (rating: number) => rateArticle(article.id, rating),
    onSuccess: (result) => {
      queryClient.setQueryData(key, { rating: result.rating });
      patchCachedRating(queryClient, article.id, result);
      toast.success(t("messages.rated"));
    },
    onError: (error) => {
      // Spec: a 200 is success; any other answer is a refusal, no answer at all a failure.
      const refused = error instanceof ApiError && error.status > 0;
      toast.error(refused ? t("messages.rateRefused") : t("messages.rateFailed"));
    },
  });

  const current = rate.isPending ? rate.variables : (mine.data?.rating ?? null);
  const shown = hovered ?? current ?? 0;

  return (
    <section
      aria-labelledby={headingId}
      className="mt-12 rounded-2xl border border-brand-100 bg-brand-50/60 p-5 text-center sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("rating.title")}
      </h3>
      <fieldset
        className="mt-3 flex justify-center gap-1"
        disabled={rate.isPending || mine.isPending}
        aria-busy={rate.isPending || mine.isPending}
        onMouseLeave={() => setHovered(null)}
      >
        <legend className="sr-only">{t("rating.yourRating")}</legend>
        {STARS.map((n) => (
          <button
            key={n}
            type="button"
            aria-label={t("rating.rateStars", { count: n })}
            aria-pressed={current === n}
            onClick={() => rate.mutate(n)}
            onMouseEnter={() => setHovered(n)}
            onFocus={() => setHovered(null)}
            className="inline-flex size-11 items-center justify-center rounded-full transition-transform hover:scale-110 disabled:cursor-wait disabled:hover:scale-100"
          >
            <StarIcon
              className={cx("size-8", n <= shown ? "text-amber-500" : "text-slate-400")}
              fill={n <= shown ? "currentColor" : "none"}
            />
          </button>
        ))}
      </fieldset>
      <p className="mt-2 text-sm font-medium text-slate-800" data-testid="rating-summary">
        {ratingSummary(article.rating, article.rating_count)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {current ? t("rating.youRated", { rating: current }) : t("rating.chooseStar")}
      </p>
    </section>
  );
}
