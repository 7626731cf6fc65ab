CREATE TABLE "broadcast_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcast_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"params" jsonb,
	"link" text,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"learner_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "learner_stats_learner_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fin_stars" integer DEFAULT 0 NOT NULL,
	"finscore_sum" integer DEFAULT 0 NOT NULL,
	"fin_score" integer DEFAULT 0 NOT NULL,
	"week_start" date,
	"week_score" integer DEFAULT 0 NOT NULL,
	"streak_count" integer DEFAULT 0 NOT NULL,
	"streak_last_day" date,
	"streak_run_start" date,
	"streak_freezes" smallint DEFAULT 0 NOT NULL,
	"modules_completed" integer DEFAULT 0 NOT NULL,
	"leaderboard_hidden" boolean DEFAULT false NOT NULL,
	"feedback_dismissed_at" timestamp with time zone,
	"broadcasts_from_id" integer DEFAULT 0 NOT NULL,
	"broadcasts_seen_id" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "learner_stats" ADD CONSTRAINT "learner_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_notifications_dedupe_key" ON "broadcast_notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "learner_stats_number_key" ON "learner_stats" USING btree ("learner_number");--> statement-breakpoint
CREATE INDEX "learner_stats_board_idx" ON "learner_stats" USING btree ("fin_score" DESC NULLS LAST,"learner_number") WHERE not "learner_stats"."leaderboard_hidden";--> statement-breakpoint
CREATE INDEX "learner_stats_week_idx" ON "learner_stats" USING btree ("week_start","week_score" DESC NULLS LAST,"learner_number") WHERE not "learner_stats"."leaderboard_hidden";--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_unseen_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."seen";--> statement-breakpoint
-- Hand-written: totals for learners who earned before this table existed (numbered in sign-up order).
INSERT INTO "learner_stats" ("user_id", "fin_stars", "finscore_sum", "fin_score", "modules_completed")
  SELECT u."id", coalesce(st."total", 0), coalesce(sc."total", 0),
    least(greatest(coalesce(sc."total", 0), 0), 1000), coalesce(sc."modules", 0)
  FROM "users" u
  LEFT JOIN (SELECT "user_id", sum("change")::int AS "total" FROM "finstar_ledger" GROUP BY "user_id") st
    ON st."user_id" = u."id"
  LEFT JOIN (SELECT "user_id", sum("change")::int AS "total",
      count(*) FILTER (WHERE "source_key" LIKE 'module:%')::int AS "modules"
    FROM "finscore_ledger" GROUP BY "user_id") sc ON sc."user_id" = u."id"
  ORDER BY u."created_at";--> statement-breakpoint
-- The latest run of consecutive active days (gaps and islands) is each learner's streak so far.
WITH "numbered" AS (
  SELECT "user_id", "day", "day" - (row_number() OVER (PARTITION BY "user_id" ORDER BY "day"))::int AS "grp"
  FROM "streak_days"
), "runs" AS (
  SELECT "user_id", min("day") AS "run_start", max("day") AS "last_day", count(*)::int AS "days"
  FROM "numbered" GROUP BY "user_id", "grp"
), "latest" AS (
  SELECT DISTINCT ON ("user_id") * FROM "runs" ORDER BY "user_id", "last_day" DESC
)
UPDATE "learner_stats" s SET "streak_count" = l."days", "streak_last_day" = l."last_day", "streak_run_start" = l."run_start"
FROM "latest" l WHERE l."user_id" = s."user_id";--> statement-breakpoint
-- This India week's gains so far, for the weekly board.
WITH "week" AS (SELECT date_trunc('week', now() AT TIME ZONE 'Asia/Kolkata')::date AS "monday")
UPDATE "learner_stats" s SET "week_start" = w."monday", "week_score" = g."gained"
FROM "week" w, (
  SELECT f."user_id", sum(f."change")::int AS "gained" FROM "finscore_ledger" f, "week" w2
  WHERE f."created_at" >= (w2."monday"::timestamp AT TIME ZONE 'Asia/Kolkata') GROUP BY f."user_id"
) g WHERE g."user_id" = s."user_id";
--> statement-breakpoint
-- Content published before broadcasts existed counts as announced, and everyone has seen it.
INSERT INTO "broadcast_notifications" ("kind", "content", "params", "link", "dedupe_key", "created_at")
  SELECT 'coursePublished', 'New course: "' || "title" || '"', json_build_object('course', "title"),
    '/courses/course/' || "id", 'course:' || "id" || ':published', "created_at"
  FROM "courses" WHERE "deleted_at" IS NULL ORDER BY "created_at";--> statement-breakpoint
INSERT INTO "broadcast_notifications" ("kind", "content", "params", "link", "dedupe_key", "created_at")
  SELECT 'articlePublished', 'New article: "' || "title" || '"', json_build_object('article', "title"),
    '/articles?article=' || "id", 'article:' || "id" || ':published', "created_at"
  FROM "articles" WHERE "deleted_at" IS NULL AND "status" = 'published' ORDER BY "created_at";--> statement-breakpoint
UPDATE "learner_stats" SET "broadcasts_from_id" = coalesce((SELECT max("id") FROM "broadcast_notifications"), 0),
  "broadcasts_seen_id" = coalesce((SELECT max("id") FROM "broadcast_notifications"), 0);
