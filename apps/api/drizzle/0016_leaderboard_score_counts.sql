CREATE TABLE "leaderboard_score_counts" (
	"board" text NOT NULL,
	"score" integer NOT NULL,
	"learners" integer NOT NULL,
	CONSTRAINT "leaderboard_score_counts_board_score_pk" PRIMARY KEY("board","score")
);
--> statement-breakpoint
-- A learner counts on a board while visible with a score above 0 there: the all-time board by
-- fin_score, the board of the week starting week_start by week_score. Each change of a learner_stats
-- row moves its counts in the same transaction. The rows are upserted in (board, score) order, so two
-- learners changing places (one up to 510 from 500, one down to 500 from 510) lock them in the same
-- order and never wait on each other in a cycle.
CREATE FUNCTION arthshala_count_scores() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaderboard_score_counts AS c (board, score, learners)
  SELECT d.board, d.score, sum(d.n)::int FROM (
    SELECT 'all' AS board, OLD.fin_score AS score, -1 AS n
      WHERE TG_OP <> 'INSERT' AND NOT OLD.leaderboard_hidden AND OLD.fin_score > 0
    UNION ALL SELECT 'week:' || OLD.week_start, OLD.week_score, -1
      WHERE TG_OP <> 'INSERT' AND NOT OLD.leaderboard_hidden AND OLD.week_start IS NOT NULL AND OLD.week_score > 0
    UNION ALL SELECT 'all', NEW.fin_score, 1
      WHERE TG_OP <> 'DELETE' AND NOT NEW.leaderboard_hidden AND NEW.fin_score > 0
    UNION ALL SELECT 'week:' || NEW.week_start, NEW.week_score, 1
      WHERE TG_OP <> 'DELETE' AND NOT NEW.leaderboard_hidden AND NEW.week_start IS NOT NULL AND NEW.week_score > 0
  ) d
  GROUP BY d.board, d.score HAVING sum(d.n) <> 0
  ORDER BY d.board, d.score
  ON CONFLICT (board, score) DO UPDATE SET learners = c.learners + excluded.learners;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER learner_stats_count_scores
  AFTER INSERT OR DELETE OR UPDATE OF fin_score, week_start, week_score, leaderboard_hidden ON learner_stats
  FOR EACH ROW EXECUTE FUNCTION arthshala_count_scores();
--> statement-breakpoint
-- The learners already here, counted once; the trigger keeps it from now on.
INSERT INTO leaderboard_score_counts (board, score, learners)
SELECT 'all', fin_score, count(*)::int FROM learner_stats
  WHERE NOT leaderboard_hidden AND fin_score > 0 GROUP BY fin_score
UNION ALL
SELECT 'week:' || week_start, week_score, count(*)::int FROM learner_stats
  WHERE NOT leaderboard_hidden AND week_start IS NOT NULL AND week_score > 0 GROUP BY week_start, week_score;
