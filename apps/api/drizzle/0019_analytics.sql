DROP INDEX "card_progress_card_idx";--> statement-breakpoint
CREATE INDEX "article_ratings_article_idx" ON "article_ratings" USING btree ("article_id","updated_at");--> statement-breakpoint
CREATE INDEX "reading_tasks_article_idx" ON "reading_tasks" USING btree ("article_id","day");--> statement-breakpoint
CREATE INDEX "course_activity_completed_idx" ON "course_activity" USING btree ("course_id","completed_at") WHERE "course_activity"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "card_progress_card_idx" ON "card_progress" USING btree ("card_id","completed_at","user_id");